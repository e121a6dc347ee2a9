import type { ReactNode } from "react";
import { useIsAdmin } from "./use-is-admin";

/** Renders its children for admins only; staff see `fallback` (nothing by default). */
export function AdminOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <>{useIsAdmin() ? children : fallback}</>;
}

import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useAuth } from "@/lib/auth/use-auth";

/** SPEC §4's guard: the page when authenticated, otherwise /login (coming back here after). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { auth, loading } = useAuth();
  const location = useLocation();
  if (loading) return <div style={{ padding: 24, fontFamily: "system-ui, sans-serif" }}>Loading...</div>;
  if (!auth.isAuthenticated) {
    // After Logout the next sign-in starts at the dashboard, not on the page the user left.
    return <Navigate to="/login" replace state={auth.endedByUser ? null : { from: location }} />;
  }
  return <>{children}</>;
}

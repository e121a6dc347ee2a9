import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useAuth } from "@/lib/auth/use-auth";

/**
 * The guard: the page when authenticated, otherwise /login (coming back here after). The
 * authentication state is the stored console session, read at once, so there is no "Loading..."
 * to show: the page does not wait for Firebase Auth, which the first screen does not need.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { auth } = useAuth();
  const location = useLocation();
  if (!auth.isAuthenticated) {
    // After Logout the next sign-in starts at the dashboard, not on the page the user left.
    return <Navigate to="/login" replace state={auth.endedByUser ? null : { from: location }} />;
  }
  return <>{children}</>;
}

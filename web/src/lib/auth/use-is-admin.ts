import { useAuth } from "./use-auth";

/** True for admins. Use it to hide admin-only actions from staff (the API refuses them anyway). */
export function useIsAdmin(): boolean {
  const { auth } = useAuth();
  return auth.isAuthenticated && auth.user?.role === "admin";
}

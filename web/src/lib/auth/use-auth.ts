import { useContext } from "react";
import { isTokenExpired } from "../token";
import { AuthContext, type AuthContextValue } from "./auth-context";

/**
 * The auth context, with `isAuthenticated` re-checked against the token's `exp` on every call, so
 * a session that expired while the tab was open stops counting at the next render or navigation.
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  if (value.auth.isAuthenticated && isTokenExpired(value.auth.token)) {
    return { ...value, auth: { ...value.auth, isAuthenticated: false } };
  }
  return value;
}

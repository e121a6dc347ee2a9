import { jwtDecode } from "jwt-decode";

/**
 * A session is valid while its `exp` (seconds) has not passed. A token that cannot be
 * decoded counts as expired and is logged with "Error decoding token:".
 */
export function isTokenExpired(token: string | null | undefined, nowMs = Date.now()): boolean {
  if (!token) return true;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    if (typeof exp !== "number") return true;
    return exp * 1000 <= nowMs;
  } catch (err) {
    console.error("Error decoding token:", err);
    return true;
  }
}

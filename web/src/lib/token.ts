import { jwtDecode } from "jwt-decode";

/**
 * SPEC §4/§5: a session is valid while its `exp` (seconds) has not passed. A token that cannot be
 * decoded counts as expired and is logged with SPEC §8's text.
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

import { lockedSessionRoutes } from "@shared/auth.routes";
import { apiCall } from "../api-call";

/** Logout waits at most this long for the server; offline, it goes on without it. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Ends the console session on the server (POST /api/auth/logout), so a copy of its token stops
 * working too. Never throws: offline, slow or refused (a session that already ended), logout
 * still goes on here.
 */
export async function endSession(): Promise<void> {
  try {
    await apiCall(lockedSessionRoutes.logout, {
      quiet: true,
      expectUnauthorized: true,
      signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
    });
  } catch (err) {
    console.warn("The session could not be ended on the server:", err);
  }
}

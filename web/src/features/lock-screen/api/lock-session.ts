import { accountSessionRoutes } from "@shared/auth.routes";
import { apiCall } from "@/lib/api-call";

/**
 * Locks the console session on the server (POST /api/auth/lock): until it is unlocked the API
 * answers 423 to everything but unlock and logout, so a copy of the token is locked out too.
 */
export async function lockSession(): Promise<void> {
  await apiCall(accountSessionRoutes.lock, { quiet: true });
}

import { apiRequest } from "../api-client";

/**
 * Ends every console session of the signed-in user, this one included (POST
 * /api/auth/sign-out-everywhere). Other devices are refused within a minute; the
 * caller still logs out here.
 */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest<{ data: { ok: true } }>("/auth/sign-out-everywhere", { method: "POST" });
}

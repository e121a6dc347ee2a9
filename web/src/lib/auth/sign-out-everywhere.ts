import { accountSessionRoutes } from "@shared/auth.routes";
import { apiCall } from "../api-call";

/**
 * Ends every console session of the signed-in user, this one included (POST
 * /api/auth/sign-out-everywhere). Other devices are refused within a minute; the
 * caller still logs out here.
 */
export async function signOutEverywhere(): Promise<void> {
  await apiCall(accountSessionRoutes.signOutEverywhere);
}

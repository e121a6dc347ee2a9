import { authRoutes } from "@shared/auth.routes";
import { apiCall } from "../api-call";

/** Exchanges a Firebase ID token for the console's session (POST /api/auth/session). */
export function createSession(idToken: string) {
  return apiCall(authRoutes.session, { body: { idToken } });
}

import type { CreateSessionResponse } from "@shared/session";
import { apiRequest } from "../api-client";

/** Exchanges a Firebase ID token for the console's session (POST /api/auth/session). */
export async function createSession(idToken: string) {
  const res = await apiRequest<CreateSessionResponse>("/auth/session", { method: "POST", body: { idToken } });
  return res.data;
}

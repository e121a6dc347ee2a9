import type { RequestPasswordResetInput, RequestPasswordResetResponse } from "@shared/password-reset.schema";
import { apiRequest } from "@/lib/api-client";

/** Asks for a reset link (POST /api/auth/password-reset); the answer is the same for any email. */
export async function requestPasswordReset(input: RequestPasswordResetInput) {
  const res = await apiRequest<RequestPasswordResetResponse>("/auth/password-reset", {
    method: "POST",
    body: input,
  });
  return res.data;
}

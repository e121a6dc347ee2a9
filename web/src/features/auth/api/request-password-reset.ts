import { authRoutes } from "@shared/auth.routes";
import type { RequestPasswordResetInput } from "@shared/password-reset.schema";
import { apiCall } from "@/lib/api-call";

/** Asks for a reset link (POST /api/auth/password-reset); the answer is the same for any email. */
export function requestPasswordReset(input: RequestPasswordResetInput) {
  return apiCall(authRoutes.passwordReset, { body: input });
}

import { confirmPasswordReset, verifyPasswordResetCode } from "firebase/auth";
import { auth as firebaseAuth } from "@/lib/firebase";

/** Checks a reset code from a mail link; resolves to the account's email. */
export function verifyResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(firebaseAuth, code);
}

/** Sets the new password; the code is used up. */
export function confirmReset(code: string, password: string): Promise<void> {
  return confirmPasswordReset(firebaseAuth, code, password);
}

/** Turns a failed verify/confirm into "ask for a new link" or a message to retry. */
export function resetErrorKind(err: unknown): "link" | "weak" | "network" | "other" {
  const code = (err as { code?: string })?.code ?? "";
  if (
    [
      "auth/invalid-action-code",
      "auth/expired-action-code",
      "auth/user-disabled",
      "auth/user-not-found",
      "auth/argument-error",
    ].includes(code)
  )
    return "link";
  if (code === "auth/weak-password") return "weak";
  if (code === "auth/network-request-failed") return "network";
  return "other";
}

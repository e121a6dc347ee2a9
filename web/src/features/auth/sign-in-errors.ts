import { ApiError } from "@/lib/api-client";

/**
 * Turns a sign-in failure into a message for the login form. A wrong password and an unknown
 * account get the same message on purpose: telling them apart would let anyone probe which
 * addresses have accounts.
 */
export function signInErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  const code = (err as { code?: string })?.code ?? "";
  switch (code) {
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
    case "auth/wrong-password":
    case "auth/user-not-found":
      return "The email or password is incorrect. Check them and try again, or reset your password.";
    case "auth/invalid-email":
      return "Enter a valid email address.";
    case "auth/too-many-requests":
      return "Too many failed attempts. Wait a few minutes and try again, or reset your password.";
    case "auth/user-disabled":
      return "This account has been disabled. Ask an administrator to restore it.";
    case "auth/network-request-failed":
      return "The sign-in service could not be reached. Check your connection and try again.";
    default:
      return "Sign-in failed. Please try again.";
  }
}

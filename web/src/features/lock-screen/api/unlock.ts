import type { User } from "firebase/auth";
import { lockedSessionRoutes } from "@shared/auth.routes";
import { apiCall } from "@/lib/api-call";
import { ApiError } from "@/lib/api-client";

/**
 * Unlocks by proving the password again to Firebase Auth (re-authentication), then hands the
 * fresh ID token to the API (POST /api/auth/unlock), which unlocks the session on the server.
 */
export async function unlockWithPassword(user: User, password: string): Promise<void> {
  if (!user.email)
    throw Object.assign(new Error("This account has no email address."), { code: "auth/missing-email" });
  // Loaded here, not with the lock screen: every signed-in page carries the lock screen.
  const { EmailAuthProvider, reauthenticateWithCredential } = await import("firebase/auth");
  const credential = await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email, password),
  );
  const idToken = await credential.user.getIdToken();
  await apiCall(lockedSessionRoutes.unlock, { body: { idToken } });
}

const NETWORK_MESSAGE = "The sign-in service could not be reached. Check your connection and try again.";

export function unlockErrorMessage(err: unknown): string {
  // The API's refusals say what to do themselves (a 401 has already logged out).
  if (err instanceof ApiError) return err.status === 0 ? NETWORK_MESSAGE : err.message;
  switch ((err as { code?: string })?.code) {
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
    case "auth/wrong-password":
      return "That password is not right. Try again.";
    case "auth/too-many-requests":
      return "Too many attempts. Wait a few minutes, or log out and sign in again.";
    case "auth/network-request-failed":
      return NETWORK_MESSAGE;
    case "auth/user-disabled":
      return "This account has been disabled. Log out and ask an administrator.";
    default:
      return "The screen could not be unlocked. Try again, or log out.";
  }
}

import type { User } from "firebase/auth";

/** Unlocks by proving the password again to Firebase Auth (re-authentication). */
export async function unlockWithPassword(user: User, password: string): Promise<void> {
  if (!user.email)
    throw Object.assign(new Error("This account has no email address."), { code: "auth/missing-email" });
  // Loaded here, not with the lock screen: every signed-in page carries the lock screen.
  const { EmailAuthProvider, reauthenticateWithCredential } = await import("firebase/auth");
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

export function unlockErrorMessage(err: unknown): string {
  switch ((err as { code?: string })?.code) {
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
    case "auth/wrong-password":
      return "That password is not right. Try again.";
    case "auth/too-many-requests":
      return "Too many attempts. Wait a few minutes, or log out and sign in again.";
    case "auth/network-request-failed":
      return "The sign-in service could not be reached. Check your connection and try again.";
    case "auth/user-disabled":
      return "This account has been disabled. Log out and ask an administrator.";
    default:
      return "The screen could not be unlocked. Try again, or log out.";
  }
}

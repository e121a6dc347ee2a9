import { EmailAuthProvider, reauthenticateWithCredential, updatePassword, type User } from "firebase/auth";
import { createSession } from "@/lib/auth/create-session";
import { withSessionRenewal } from "@/lib/auth/session-renewal";
import type { SessionUser } from "@shared/session";

/**
 * Changes the password with Firebase Auth after re-authenticating with the current one. Firebase
 * then ends every session of the account (the console's too), so a new console session
 * is made from the fresh ID token and handed to `login`; other devices stay signed out.
 */
export async function changePassword(
  user: User,
  input: { email: string; current: string; password: string },
  login: (token: string, user: SessionUser) => void,
): Promise<void> {
  await withSessionRenewal(async () => {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(input.email, input.current));
    await updatePassword(user, input.password);
    // The change revoked every token signed in before it, to the second: a token from the sign-in
    // above is refused if that was in an earlier second (often, on a slow line). Signing in again
    // with the new password gives one from after the revocation.
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(input.email, input.password));
    const session = await createSession(await user.getIdToken(true));
    login(session.token, session.user);
  });
}

/** Where a failed change goes: next to a field, or a message for a toast. */
export function passwordErrorOf(err: unknown): { field: "current" | "password" | null; message: string } {
  const code = (err as { code?: string })?.code ?? "";
  switch (code) {
    case "auth/invalid-credential":
    case "auth/invalid-login-credentials":
    case "auth/wrong-password":
      return { field: "current", message: "That is not your current password." };
    case "auth/weak-password":
      return { field: "password", message: "Choose a stronger password." };
    case "auth/too-many-requests":
      return { field: null, message: "Too many attempts. Wait a few minutes and try again." };
    case "auth/network-request-failed":
      return { field: null, message: "The sign-in service could not be reached. Check your connection." };
    default:
      return { field: null, message: (err as Error)?.message || "The password could not be changed." };
  }
}

/** What a failed sign-in tells the person, from Firebase Auth's error code. */
export function signInErrorText(err: unknown): string {
  const code = typeof err === "object" && err && "code" in err ? String(err.code) : "";
  switch (code) {
    case "auth/invalid-credential":
    case "auth/wrong-password":
    case "auth/user-not-found":
    case "auth/invalid-email":
      return "That email and password do not match an account.";
    case "auth/user-disabled":
      return "This account is switched off. Ask your school.";
    case "auth/too-many-requests":
      return "Too many attempts. Wait a few minutes, then try again.";
    case "auth/network-request-failed":
      return "No connection. Try again when you are online.";
    default:
      return "Signing in failed. Try again.";
  }
}

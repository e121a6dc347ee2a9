import { getAuth, type UserRecord } from "firebase-admin/auth";

/** Firebase Auth's answer for an email or uid with no account. */
export const isUserNotFound = (err: unknown) => (err as { code?: string }).code === "auth/user-not-found";

/** The Auth account of an email, or null (students and staff alike). */
export async function accountByEmail(email: string): Promise<UserRecord | null> {
  try {
    return await getAuth().getUserByEmail(email);
  } catch (err) {
    if (isUserNotFound(err)) return null;
    throw err;
  }
}

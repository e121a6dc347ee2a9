import { getAuth } from "firebase-admin/auth";
import { mailLinkBase } from "../config/params";
import type { Role } from "../shared/roles";

/**
 * A link to our own reset page for an account: Firebase makes the one-time code (Admin SDK) and we
 * send people to `/auth/reset-password/{code}` (staff, admin) or `/student/reset/{code}`
 * (students), where the web verifies and confirms it with Firebase Auth.
 */
export async function passwordResetLink(email: string, role: Role): Promise<string> {
  const firebaseLink = await getAuth().generatePasswordResetLink(email);
  const code = new URL(firebaseLink).searchParams.get("oobCode");
  if (!code) throw new Error("Firebase returned a reset link without an oobCode");
  const base = mailLinkBase();
  const path = role === "student" ? "/student/reset/" : "/auth/reset-password/";
  return `${base}${path}${encodeURIComponent(code)}`;
}

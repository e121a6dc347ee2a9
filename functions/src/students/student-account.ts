import { getAuth } from "firebase-admin/auth";
import { logger } from "firebase-functions";
import { conflict } from "../lib/http-error";
import { passwordResetLink } from "../auth/reset-link";
import { db } from "../lib/firestore";
import { escapeHtml, queueMail, type MailMessage } from "../mail/queue-mail";
import { syncAccountStatus } from "../users/account-status";
import { accountByEmail, isUserNotFound } from "../users/auth-accounts";
import { personRefs, publicProfileRef, writeNameAndEmail, writeProfile } from "../users/users.repository";

/**
 * Student accounts (issue 4): a student with an email gets a Firebase Auth user with the `student`
 * role claim, a public `users/{uid}` profile (name, photo, presence per DESIGN §5), a private
 * `userProfiles/{uid}` (email, role, student id) and a welcome mail whose link lets them set a
 * password. Archiving disables the account; restoring enables it.
 */

/** A student's uid is derived from the student id, so a retried enrolment finds its own account. */
export const studentUid = (studentId: string) => `student-${studentId}`;

export interface AccountStudent {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Which uid the student's account will have, or a 409 when the email belongs to someone else: a
 * staff account, or a student account of another non-archived student. An old account of an
 * archived student with the same email is taken over (it is that person coming back).
 */
export async function accountUidFor(
  student: { id: string; email: string },
  isLinkedElsewhere: (uid: string) => Promise<boolean>,
): Promise<string> {
  const existing = await accountByEmail(student.email);
  if (!existing) return studentUid(student.id);
  if (existing.uid === studentUid(student.id)) return existing.uid;
  const role = existing.customClaims?.role;
  if (role !== "student")
    throw conflict("This email belongs to a staff account.", {
      email: "This email belongs to a staff account.",
    });
  if (await isLinkedElsewhere(existing.uid)) {
    throw conflict("Another student already uses this email.", {
      email: "Another student already uses this email.",
    });
  }
  return existing.uid;
}

/** Creates (or re-enables and updates) the Auth user and writes its profile. */
export async function ensureAccount(uid: string, student: AccountStudent) {
  const auth = getAuth();
  const displayName = `${student.firstName} ${student.lastName}`;
  try {
    await auth.createUser({ uid, email: student.email, displayName, emailVerified: false, disabled: false });
  } catch (err) {
    if ((err as { code?: string }).code !== "auth/uid-already-exists") throw err;
    await auth.updateUser(uid, { email: student.email, displayName, disabled: false });
  }
  await auth.setCustomUserClaims(uid, { role: "student" });
  await syncAccountStatus(uid);
  const existing = await publicProfileRef(uid).get();
  const batch = db().batch();
  // Presence is live state: only a new profile starts Offline.
  writeProfile(
    batch,
    uid,
    { displayName, photoURL: null, email: student.email, role: "student", studentId: student.id },
    existing.exists ? undefined : { status: "Offline", lastSeen: null, isTyping: false },
  );
  await batch.commit();
}

/** The "set your password" welcome mail of a student, with its one-time link. */
export function welcomeMail(student: AccountStudent, link: string): MailMessage {
  const name = escapeHtml(student.firstName);
  const subject = "Welcome to the academy: set your password";
  const text = `Hi ${student.firstName},\n\nYou have been enrolled. Set your password to sign in to the student app:\n${link}\n\nIf you did not expect this email, you can ignore it.`;
  const html = `<p>Hi ${name},</p><p>You have been enrolled. Set your password to sign in to the student app:</p><p><a href="${escapeHtml(link)}">Set your password</a></p><p>If you did not expect this email, you can ignore it.</p>`;
  return { to: student.email, message: { subject, text, html } };
}

/** The id of a welcome mail: one per account and invitation (`key`), so queueing it is idempotent. */
export const welcomeMailId = (uid: string, key: string) => `student-welcome-${uid}-${key}`;
export const welcomeMailMeta = (uid: string, studentId: string) => ({
  type: "student-welcome",
  uid,
  studentId,
});

/** Queues the "set your password" welcome mail. `key` makes it idempotent per invitation. */
export async function queueWelcomeMail(student: AccountStudent, uid: string, key: string) {
  const link = await passwordResetLink(student.email, "student");
  return queueMail(welcomeMail(student, link), {
    id: welcomeMailId(uid, key),
    meta: welcomeMailMeta(uid, student.id),
  });
}

/**
 * Disables or enables the account (archiving, restoring, removing or giving back the email); a
 * missing Auth user is logged, not fatal (nothing to lock). A disabled account also loses direct
 * Firestore and Storage access at once (its account status); its ID tokens are refused by the
 * rules from then on, its refresh tokens are refused by Firebase Auth.
 */
export async function setAccountDisabled(uid: string, disabled: boolean) {
  try {
    await getAuth().updateUser(uid, { disabled });
  } catch (err) {
    if (!isUserNotFound(err)) throw err;
    logger.warn("Student account not found while changing its state", { uid, disabled });
  }
  await syncAccountStatus(uid);
}

export async function updateAccountEmail(uid: string, email: string, displayName: string) {
  await getAuth().updateUser(uid, { email, displayName });
  const batch = db().batch();
  writeNameAndEmail(batch, uid, displayName, email);
  await batch.commit();
}

/** Permanent delete: the Auth user, both profiles and the chat peers go with the record. */
export async function deleteAccount(uid: string) {
  try {
    await getAuth().deleteUser(uid);
  } catch (err) {
    if (!isUserNotFound(err)) throw err;
  }
  const batch = db().batch();
  for (const ref of personRefs(uid)) batch.delete(ref);
  await batch.commit();
}

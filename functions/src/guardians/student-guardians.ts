import type { DocumentSnapshot } from "firebase-admin/firestore";
import { getAuth } from "firebase-admin/auth";
import { collections } from "../lib/collections";
import { notFound, tooManyRequests } from "../lib/http-error";
import { consumeRateLimits } from "../lib/rate-limit";
import type { StudentGuardian } from "../shared/guardian.schema";
import { isUserNotFound } from "../users/auth-accounts";

const HOUR = 60 * 60 * 1000;
/**
 * Guardian invitations and resends in an hour: per staff member, and for the whole school (a
 * real enrolment day is a few dozen families; a flood is a stolen session or a script).
 */
export const GUARDIAN_INVITES_PER_STAFF_HOUR = 20;
const GUARDIAN_INVITES_PER_SCHOOL_HOUR = 100;

/** Counts one guardian invitation mail, or refuses with a 429 naming the limit that is used up. */
export async function takeGuardianInvite(staffUid: string, now: Date): Promise<void> {
  const mine = { key: `guardian-invites:${staffUid}`, max: GUARDIAN_INVITES_PER_STAFF_HOUR, windowMs: HOUR };
  const school = { key: "guardian-invites:school", max: GUARDIAN_INVITES_PER_SCHOOL_HOUR, windowMs: HOUR };
  if (!(await consumeRateLimits([mine], now.getTime())))
    throw tooManyRequests(
      `You can send at most ${GUARDIAN_INVITES_PER_STAFF_HOUR} guardian invitations an hour. Try again later.`,
    );
  if (!(await consumeRateLimits([school], now.getTime())))
    throw tooManyRequests(
      `The school can send at most ${GUARDIAN_INVITES_PER_SCHOOL_HOUR} guardian invitations an hour. Try again later.`,
    );
}

/** The student record (404 when missing or archived: nobody is invited to follow a leaver). */
export async function currentStudent(studentId: string): Promise<DocumentSnapshot> {
  const snap = await collections.students.ref(studentId).get();
  if (!snap.exists || snap.get("status") === "archived") throw notFound("No such student.");
  return snap;
}

export const studentName = (s: DocumentSnapshot) =>
  `${String(s.get("firstName") ?? "")} ${String(s.get("lastName") ?? "")}`.trim();

const iso = (v: unknown): string | null =>
  v && typeof (v as { toDate?: () => Date }).toDate === "function"
    ? (v as { toDate: () => Date }).toDate().toISOString()
    : v instanceof Date
      ? v.toISOString()
      : null;

/** A link as the student's record shows it, with the guardian's name and email from Auth. */
export async function studentGuardianOf(link: DocumentSnapshot): Promise<StudentGuardian> {
  const uid = String(link.get("guardianUid"));
  let email = "";
  let displayName = "";
  try {
    const user = await getAuth().getUser(uid);
    email = user.email ?? "";
    displayName = user.displayName ?? "";
  } catch (err) {
    if (!isUserNotFound(err)) throw err;
  }
  return {
    guardianUid: uid,
    email,
    displayName,
    status: link.get("status") === "active" ? "active" : "invited",
    invitedAt: iso(link.get("invitedAt")),
    acceptedAt: iso(link.get("acceptedAt")),
  };
}

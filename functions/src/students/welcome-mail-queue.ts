import { chunks } from "../lib/chunks";
import { FieldValue, Timestamp, type QueryDocumentSnapshot, type WriteBatch } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { passwordResetLink } from "../auth/reset-link";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { queueMailIn } from "../mail/queue-mail";
import { welcomeMail, welcomeMailId, welcomeMailMeta } from "./student-account";

/**
 * The welcome mails of a CSV import, sent at a bounded rate rather than in one burst.
 *
 * An import of 5,000 rows would otherwise put 5,000 mails in `mail` at once: the Trigger Email
 * extension sends each document created there straight away, so that would be one burst from the
 * school's sender (and one a careless or hostile session could repeat). Instead each new
 * student's welcome waits in `mailSchedule/{mail id}` ({status: "queued" | "sent" | "cancelled" |
 * "failed", kind: "student-welcome", studentId, uid, sendAfter}), written in the same batch as
 * the student, and `releaseQueuedWelcomes` (every 5 minutes, releaseWelcomeMails) moves at most
 * WELCOME_RELEASES_PER_RUN of them, oldest first, into `mail`: at most 1,200 an hour for the
 * whole school, whoever imported. The set-password link is made at release, so it has its full
 * hour when the mail arrives. A student archived, deleted or given another email meanwhile gets
 * no mail (their entry is cancelled); "Resend invite" works as for any student.
 */
export const WELCOME_RELEASES_PER_RUN = 100;

/** Queues the welcome of a student the import creates in `batch` (same id as a direct welcome). */
export function queueWelcomeIn(batch: WriteBatch, entry: { studentId: string; uid: string }, now: Date) {
  batch.set(collections.mailSchedule.ref(welcomeMailId(entry.uid, "enrol")), {
    status: "queued",
    kind: "student-welcome",
    studentId: entry.studentId,
    uid: entry.uid,
    meta: welcomeMailMeta(entry.uid, entry.studentId),
    sendAfter: Timestamp.fromDate(now),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** The student the queued welcome is for, while it still should go: the same account and an email. */
async function recipientOf(entry: QueryDocumentSnapshot) {
  const snap = await collections.students.ref(String(entry.get("studentId"))).get();
  if (!snap.exists) return null;
  const s = collections.students.read(snap);
  if (s.status === "archived" || !s.email || s.authUid !== entry.get("uid")) return null;
  return { id: s._id, firstName: s.firstName, lastName: s.lastName, email: s.email };
}

/** Releases one queued welcome into `mail` (once), or cancels it; true when a mail was released. */
async function releaseOne(entry: QueryDocumentSnapshot): Promise<boolean> {
  const student = await recipientOf(entry);
  const link = student ? await passwordResetLink(student.email, "student") : null;
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(entry.ref);
    if (snap.get("status") !== "queued") return false;
    const sent = await tx.get(collections.mail.ref(entry.id));
    const at = FieldValue.serverTimestamp();
    if (!student || !link) {
      tx.update(entry.ref, { status: "cancelled", cancelledAt: at, updatedAt: at });
      return false;
    }
    if (!sent.exists) queueMailIn(tx, welcomeMail(student, link), { id: entry.id, meta: snap.get("meta") });
    tx.update(entry.ref, { status: "sent", releasedAt: at, updatedAt: at });
    return true;
  });
}

/** Moves up to `max` due welcomes into `mail`, oldest first (index: mailSchedule status, sendAfter). */
export async function releaseQueuedWelcomes(now = new Date(), max = WELCOME_RELEASES_PER_RUN) {
  const due = await collections.mailSchedule
    .col()
    .where("status", "==", "queued")
    .where("sendAfter", "<=", Timestamp.fromDate(now))
    .orderBy("sendAfter")
    .limit(max)
    .get();
  let released = 0;
  // Ten at a time: each makes a reset link with the Auth API first.
  for (const run of chunks(due.docs, 10)) {
    await Promise.all(
      run.map(async (entry) => {
        try {
          if (await releaseOne(entry)) released++;
        } catch (err) {
          // Left queued, it would fail again every run: marked, and "Resend invite" recovers.
          logger.error("Welcome mail could not be released", { id: entry.id, err });
          await entry.ref.update({ status: "failed", updatedAt: FieldValue.serverTimestamp() });
        }
      }),
    );
  }
  return released;
}

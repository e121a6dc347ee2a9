import { FieldValue } from "firebase-admin/firestore";
import { addAudit } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { conflict } from "../lib/http-error";
import type { HandlerArgs } from "../lib/handler-context";
import type { Student } from "../shared/student";
import type { StudentFields } from "../shared/student.schema";
import { accountUidFor, deleteAccount, ensureAccount, queueWelcomeMail, studentUid } from "./student-account";
import { recordStudentChange } from "./student-counts.repository";
import { studentDocument } from "./student-document";
import { assertRefsExist } from "./student-refs";
import { findActiveByEmail, isUidLinkedElsewhere } from "./students.repository";
import { takeInviteMail } from "../mail/mail-limits";

const duplicateEmail = () =>
  conflict("Another student already uses this email.", { email: "Another student already uses this email." });

/**
 * POST /api/students. A student with an email gets an account first (so a failed account never
 * leaves a half-made record), then the record and its audit entry commit together, and the
 * welcome mail is queued last.
 */
export async function createStudent({ ctx, input }: HandlerArgs<StudentFields>): Promise<Student> {
  await assertRefsExist(input);
  const ref = collections.students.col().doc();
  let uid: string | null = null;
  if (input.email) {
    if (await findActiveByEmail(input.email)) throw duplicateEmail();
    // Counted before the account is made: a refused mail leaves nothing half done.
    await takeInviteMail(ctx.actor.sub);
    uid = await accountUidFor({ id: ref.id, email: input.email }, (u) => isUidLinkedElsewhere(u, ref.id));
    await ensureAccount(uid, {
      id: ref.id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
    });
  }
  try {
    await db().runTransaction(async (tx) => {
      // Re-checked inside the transaction: two enrolments with one email cannot both pass.
      if (input.email && (await findActiveByEmail(input.email, ref.id, tx))) throw duplicateEmail();
      const doc = studentDocument({
        id: ref.id,
        input,
        enrolledAt: ctx.now,
        authUid: uid,
        actorUid: ctx.actor.sub,
        at: FieldValue.serverTimestamp(),
      });
      tx.create(ref, doc);
      recordStudentChange(tx, null, doc, null);
      addAudit(tx, ctx.actor, {
        action: "student.create",
        resource: "students",
        resourceId: ref.id,
        details: { name: `${input.firstName} ${input.lastName}`, account: Boolean(uid) },
      });
    });
  } catch (err) {
    // Only an account made for this new student is undone; a taken-over old one stays.
    if (uid === studentUid(ref.id)) await deleteAccount(uid);
    throw err;
  }
  if (uid && input.email)
    await queueWelcomeMail(
      { id: ref.id, firstName: input.firstName, lastName: input.lastName, email: input.email },
      uid,
      "enrol",
    );
  return collections.students.read(await ref.get());
}

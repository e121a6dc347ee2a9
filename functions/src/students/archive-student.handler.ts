import { FieldValue } from "firebase-admin/firestore";
import { conflict, notFound } from "../api/http-error";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerContext } from "../lib/handler-context";
import type { Student } from "../shared/student";
import { setAccountDisabled } from "./student-account";
import { findActiveByEmail, studentRef, toStudent } from "./students.repository";

/**
 * POST /api/students/:id/archive. Deleting a student is archiving (DESIGN §4): the record stays,
 * the status it had is kept for restoring, and the student's account is disabled.
 */
export async function archiveStudent({ ctx, id }: { ctx: HandlerContext; id: string }): Promise<Student> {
  const ref = studentRef(id);
  const student = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("No such student.");
    const s = toStudent(snap);
    if (s.status === "archived") throw conflict("This student is already archived.");
    tx.update(ref, { status: "archived", listed: false, statusBeforeArchive: s.status, archivedAt: FieldValue.serverTimestamp(), ...updatedFields(ctx.actor) });
    addAudit(tx, ctx.actor, { action: "student.archive", resource: "students", resourceId: id, details: { from: s.status } });
    return s;
  });
  if (student.authUid) await setAccountDisabled(student.authUid, true);
  return toStudent(await ref.get());
}

/** POST /api/students/:id/restore: back to the status before archiving; the account is enabled. */
export async function restoreStudent({ ctx, id }: { ctx: HandlerContext; id: string }): Promise<Student> {
  const ref = studentRef(id);
  const student = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("No such student.");
    const s = toStudent(snap);
    if (s.status !== "archived") throw conflict("This student is not archived.");
    // Someone may have been enrolled with the same email while this record was archived.
    if (s.email && (await findActiveByEmail(s.email, id, tx))) {
      throw conflict("Another student now uses this email. Change one of the emails before restoring.", { email: "Another student now uses this email." });
    }
    const status = s.statusBeforeArchive ?? "active";
    tx.update(ref, { status, listed: true, statusBeforeArchive: null, archivedAt: null, ...updatedFields(ctx.actor) });
    addAudit(tx, ctx.actor, { action: "student.restore", resource: "students", resourceId: id, details: { to: status } });
    return s;
  });
  if (student.authUid && student.email) await setAccountDisabled(student.authUid, false);
  return toStudent(await ref.get());
}

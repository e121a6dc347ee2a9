import { collections } from "../lib/collections";
import { conflict, forbidden, notFound } from "../lib/http-error";
import { addAudit } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import { deleteAccount } from "./student-account";
import { recordStudentChange } from "./student-counts.repository";

/**
 * DELETE /api/students/:id?permanent=true, for admins. Only an archived
 * student can be erased, so a permanent delete is always the second, deliberate step.
 */
export async function deleteStudentPermanently({ ctx, input }: HandlerArgs<{ id: string }>): Promise<void> {
  if (ctx.actor.role !== "admin") throw forbidden("Only admins can delete a student permanently.");
  const { id } = input;
  const ref = collections.students.ref(id);
  const { timeZone } = (await schoolSettings()).school;
  const student = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("No such student.");
    const s = collections.students.read(snap);
    if (s.status !== "archived") throw conflict("Archive this student before deleting them permanently.");
    tx.delete(ref);
    recordStudentChange(tx, snap.data(), null, timeZone);
    addAudit(tx, ctx.actor, {
      action: "student.delete",
      resource: "students",
      resourceId: id,
      details: { name: `${s.firstName} ${s.lastName}`, permanent: true },
    });
    return s;
  });
  if (student.authUid) await deleteAccount(student.authUid);
}

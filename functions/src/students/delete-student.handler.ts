import { deleteWithAudit } from "../lib/audited-write";
import { collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict, forbidden } from "../lib/http-error";
import { schoolSettings } from "../lib/school-settings";
import { deleteAccount } from "./student-account";
import { recordStudentChange } from "./student-counts.repository";

/**
 * DELETE /api/students/:id?permanent=true, for admins. Only an archived
 * student can be erased, so a permanent delete is always the second, deliberate step.
 */
export async function deleteStudentPermanently({ ctx, input }: HandlerArgs<{ id: string }>): Promise<void> {
  if (ctx.actor.role !== "admin") throw forbidden("Only admins can delete a student permanently.");
  const { timeZone } = (await schoolSettings()).school;
  const target = { collection: "students", id: input.id, missing: "No such student." } as const;
  const snap = await deleteWithAudit(ctx.actor, target, (snap, tx) => {
    const s = collections.students.read(snap);
    if (s.status !== "archived") throw conflict("Archive this student before deleting them permanently.");
    recordStudentChange(tx, snap.data(), null, timeZone);
    return { action: "student.delete", details: { name: `${s.firstName} ${s.lastName}`, permanent: true } };
  });
  const { authUid } = collections.students.read(snap);
  if (authUid) await deleteAccount(authUid);
}

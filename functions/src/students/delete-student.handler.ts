import { conflict, notFound } from "../api/http-error";
import { addAudit } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerContext } from "../lib/handler-context";
import { deleteAccount } from "./student-account";
import { studentRef, toStudent } from "./students.repository";

/**
 * DELETE /api/students/:id?permanent=true (admins; the router checks the role). Only an archived
 * student can be erased, so a permanent delete is always the second, deliberate step.
 */
export async function deleteStudentPermanently({ ctx, id }: { ctx: HandlerContext; id: string }) {
  const ref = studentRef(id);
  const student = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("No such student.");
    const s = toStudent(snap);
    if (s.status !== "archived") throw conflict("Archive this student before deleting them permanently.");
    tx.delete(ref);
    addAudit(tx, ctx.actor, { action: "student.delete", resource: "students", resourceId: id, details: { name: `${s.firstName} ${s.lastName}`, permanent: true } });
    return s;
  });
  if (student.authUid) await deleteAccount(student.authUid);
}

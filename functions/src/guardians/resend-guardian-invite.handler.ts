import { getAuth } from "firebase-admin/auth";
import { addAudit } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict, notFound } from "../lib/http-error";
import type { StudentGuardian } from "../shared/guardian.schema";
import { queueGuardianInvite } from "./guardian-invite-mail";
import { guardianLinkId } from "./guardians.repository";
import { currentStudent, studentGuardianOf, studentName, takeGuardianInvite } from "./student-guardians";

/** POST /api/students/:id/guardians/:guardianUid/invite: a new link for an invitation not yet used. */
export async function resendGuardianInvite({
  ctx,
  input,
}: HandlerArgs<{ id: string; guardianUid: string }>): Promise<StudentGuardian> {
  const student = await currentStudent(input.id);
  const ref = collections.guardianLinks.ref(guardianLinkId(input.guardianUid, input.id));
  const link = await ref.get();
  if (!link.exists || link.get("status") === "revoked") throw notFound("No such guardian for this student.");
  if (link.get("status") === "active") throw conflict("This guardian already uses the app.");
  await takeGuardianInvite(ctx.actor.sub, ctx.now);
  const user = await getAuth().getUser(input.guardianUid);
  const batch = db().batch();
  batch.update(ref, { invitedAt: ctx.now, invitedBy: ctx.actor.sub });
  addAudit(batch, ctx.actor, {
    action: "guardian.invite-resend",
    resource: "students",
    resourceId: input.id,
    details: { guardianUid: input.guardianUid, email: user.email ?? null },
  });
  await batch.commit();
  await queueGuardianInvite(
    { uid: user.uid, email: user.email ?? "", displayName: user.displayName ?? "" },
    studentName(student),
    ctx.actor.name || ctx.actor.email,
    `${input.id}-${ctx.now.getTime()}`,
  );
  return studentGuardianOf(await ref.get());
}

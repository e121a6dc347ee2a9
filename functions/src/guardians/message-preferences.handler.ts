import { addAudit } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { forbidden } from "../lib/http-error";
import type { MessagePreferences } from "../shared/guardian.schema";

const guardiansOnly = (ctx: StudentContext) => {
  if (ctx.actor.role !== "guardian") throw forbidden("Only a guardian can change this.");
};

/** GET /api/me/message-preferences: whether staff may open direct conversations with the child. */
export async function getMessagePreferences({
  ctx,
}: HandlerArgs<Record<string, never>, StudentContext>): Promise<MessagePreferences> {
  guardiansOnly(ctx);
  const student = await collections.students.ref(ctx.student.id).get();
  return { studentId: ctx.student.id, staffMessagesOff: student.get("staffMessagesOff") === true };
}

/**
 * PATCH /api/me/message-preferences: a guardian turns direct messages from staff to the child off or
 * on (audited). Chats already open stay readable (nothing disappears); the console cannot open a
 * new one and says why. The family still reaches the school through the support inbox.
 */
export async function setMessagePreferences({
  ctx,
  input,
}: HandlerArgs<{ staffMessagesOff: boolean }, StudentContext>): Promise<MessagePreferences> {
  guardiansOnly(ctx);
  const batch = db().batch();
  batch.update(collections.students.ref(ctx.student.id), { staffMessagesOff: input.staffMessagesOff });
  addAudit(batch, ctx.actor, {
    action: "guardian.staff-messages",
    resource: "students",
    resourceId: ctx.student.id,
    details: { staffMessagesOff: input.staffMessagesOff },
  });
  await batch.commit();
  return { studentId: ctx.student.id, staffMessagesOff: input.staffMessagesOff };
}

import { collections, existingDoc } from "../lib/collections";
import { conflict } from "../lib/http-error";
import { updatedFields, writeAudit } from "../lib/audit";
import type { HandlerArgs } from "../lib/handler-context";
import { accountUidFor, ensureAccount, queueWelcomeMail } from "./student-account";
import { isUidLinkedElsewhere } from "./students.repository";
import { takeInviteMail } from "../mail/mail-limits";

/**
 * POST /api/students/:id/invite ("Resend invite"): makes sure the account exists and queues a
 * fresh welcome mail with a new set-password link.
 */
export async function inviteStudent({
  ctx,
  input,
}: HandlerArgs<{ id: string }>): Promise<{ sentTo: string }> {
  const { id } = input;
  const ref = collections.students.ref(id);
  const snap = await existingDoc(ref, "No such student.");
  const s = collections.students.read(snap);
  if (s.status === "archived") throw conflict("This student is archived. Restore them before inviting.");
  if (!s.email)
    throw conflict("This student has no email address. Add one first.", {
      email: "Add an email address first.",
    });
  await takeInviteMail(ctx.actor.sub);
  const student = { id, firstName: s.firstName, lastName: s.lastName, email: s.email };
  const uid = s.authUid ?? (await accountUidFor(student, (u) => isUidLinkedElsewhere(u, id)));
  await ensureAccount(uid, student);
  if (!s.authUid) await ref.update({ authUid: uid, ...updatedFields(ctx.actor) });
  await queueWelcomeMail(student, uid, `invite-${ctx.now.getTime()}`);
  await writeAudit(ctx.actor, {
    action: "student.invite",
    resource: "students",
    resourceId: id,
    details: { email: s.email },
  });
  return { sentTo: s.email };
}

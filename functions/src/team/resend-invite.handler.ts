import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict } from "../lib/http-error";
import type { TeamMember } from "../shared/team.schema";
import { writeTeamState } from "../users/users.repository";
import { takeInviteMail } from "../mail/mail-limits";
import { queueTeamInvite } from "./team-invite-mail";
import { readTeamMember, teamAccount, teamStatusOf } from "./team.repository";

/** POST /api/team/:id/invite: a fresh "set your password" mail for an invitation not yet used. */
export async function resendTeamInvite({ ctx, input }: HandlerArgs<{ id: string }>): Promise<TeamMember> {
  const user = await teamAccount(input.id);
  const status = teamStatusOf(user);
  if (status !== "invited")
    throw conflict(
      status === "disabled"
        ? "This account is disabled. Enable it first."
        : "This person has already set their password. They can use “Forgot password?” on the sign-in page.",
    );
  await takeInviteMail(ctx.actor.sub);
  const member = await readTeamMember(user);
  await queueTeamInvite(
    { uid: user.uid, email: member.email, displayName: member.displayName, role: member.role },
    ctx.actor.name || ctx.actor.email,
    `resend-${ctx.now.getTime()}`,
  );
  const batch = db().batch();
  writeTeamState(batch, user.uid, { invitedAt: ctx.now }, updatedFields(ctx.actor));
  addAudit(batch, ctx.actor, {
    action: "team.invite-resend",
    resource: "users",
    resourceId: user.uid,
    details: { email: member.email },
  });
  await batch.commit();
  return { ...member, invitedAt: ctx.now.toISOString() };
}

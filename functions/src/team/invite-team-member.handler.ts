import { getAuth, type UserRecord } from "firebase-admin/auth";
import { addAudit, createdFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict } from "../lib/http-error";
import type { InviteTeamMemberFields, TeamMember } from "../shared/team.schema";
import { writeProfile, writeTeamState } from "../users/users.repository";
import { takeInviteMail } from "../mail/mail-limits";
import { queueTeamInvite } from "./team-invite-mail";
import { syncAccountStatus } from "../users/account-status";
import { accountByEmail } from "../users/auth-accounts";
import { readTeamMember } from "./team.repository";

const TAKEN = "An account with this email already exists.";
const taken = () => conflict(TAKEN, { email: TAKEN });

/**
 * POST /api/team (admins): makes the Firebase Auth account (no password yet, the role claim), its
 * public and private profiles and an audit entry, and mails a "set your password" link. An email
 * that already has an account (staff, admin or student) is a 409 naming the field.
 */
export async function inviteTeamMember({
  ctx,
  input,
}: HandlerArgs<InviteTeamMemberFields>): Promise<TeamMember> {
  if (await accountByEmail(input.email)) throw taken();
  await takeInviteMail(ctx.actor.sub);
  const auth = getAuth();
  let user: UserRecord;
  try {
    user = await auth.createUser({
      email: input.email,
      displayName: input.displayName,
      emailVerified: false,
    });
  } catch (err) {
    // Someone else made the account between our check and now.
    if ((err as { code?: string }).code === "auth/email-already-exists") throw taken();
    throw err;
  }
  await auth.setCustomUserClaims(user.uid, { role: input.role });
  await syncAccountStatus(user.uid);

  const batch = db().batch();
  writeProfile(
    batch,
    user.uid,
    { displayName: input.displayName, photoURL: null, email: input.email, role: input.role, studentId: null },
    { status: "Offline", lastSeen: null, isTyping: false },
  );
  writeTeamState(
    batch,
    user.uid,
    { role: input.role, disabled: false, invitedAt: ctx.now, invitedBy: ctx.actor.sub },
    createdFields(ctx.actor),
  );
  addAudit(batch, ctx.actor, {
    action: "team.invite",
    resource: "users",
    resourceId: user.uid,
    details: { email: input.email, role: input.role },
  });
  await batch.commit();

  const member = { uid: user.uid, email: input.email, displayName: input.displayName, role: input.role };
  await queueTeamInvite(member, ctx.actor.name || ctx.actor.email, `invite-${ctx.now.getTime()}`);
  return readTeamMember(await auth.getUser(user.uid));
}

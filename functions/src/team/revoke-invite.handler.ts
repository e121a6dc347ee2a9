import { getAuth } from "firebase-admin/auth";
import { addAudit } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict } from "../lib/http-error";
import { personRefs } from "../users/users.repository";
import { teamAccount, teamStatusOf } from "./team.repository";

/**
 * DELETE /api/team/:id: withdraws an invitation nobody has used yet, deleting the unused account
 * and its profiles (its link stops working with it). Anyone who has set a password is disabled
 * instead, never deleted, and nobody removes themselves.
 */
export async function revokeTeamInvite({
  ctx,
  input,
}: HandlerArgs<{ id: string }>): Promise<{ revoked: string }> {
  if (input.id === ctx.actor.sub) throw conflict("You cannot remove yourself from the team.");
  const user = await teamAccount(input.id);
  if (teamStatusOf(user) !== "invited")
    throw conflict("Only an invitation that has not been used can be revoked. Disable the account instead.");
  await getAuth().deleteUser(user.uid);
  const batch = db().batch();
  for (const ref of personRefs(user.uid)) batch.delete(ref);
  addAudit(batch, ctx.actor, {
    action: "team.invite-revoke",
    resource: "users",
    resourceId: user.uid,
    details: { email: user.email ?? null, role: user.customClaims?.role ?? null },
  });
  await batch.commit();
  return { revoked: user.uid };
}

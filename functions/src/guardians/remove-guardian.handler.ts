import { addAudit } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import { afterGuardianLinksChanged } from "./guardian-access";
import { guardianLinkId } from "./guardians.repository";

/**
 * DELETE /api/students/:id/guardians/:guardianUid: revokes an invitation, or unlinks a guardian
 * who uses the app. The link is kept as "revoked" (the record of who had access), the guardian
 * leaves the student's chats, and an account left with no student is disabled: the API refuses
 * its next request and the rules its next read (accountStatus), well within the minute.
 */
export async function removeGuardian({
  ctx,
  input,
}: HandlerArgs<{ id: string; guardianUid: string }>): Promise<{
  removed: string;
  was: "invited" | "active";
}> {
  const ref = collections.guardianLinks.ref(guardianLinkId(input.guardianUid, input.id));
  const was = await db().runTransaction(async (tx) => {
    const link = await tx.get(ref);
    const status = link.get("status");
    if (!link.exists || (status !== "invited" && status !== "active"))
      throw notFound("No such guardian for this student.");
    tx.update(ref, { status: "revoked", revokedAt: ctx.now, revokedBy: ctx.actor.sub });
    addAudit(tx, ctx.actor, {
      action: status === "active" ? "guardian.unlink" : "guardian.invite-revoke",
      resource: "students",
      resourceId: input.id,
      details: { guardianUid: input.guardianUid },
    });
    return status as "invited" | "active";
  });
  await afterGuardianLinksChanged(input.guardianUid, [input.id]);
  return { removed: input.guardianUid, was };
}

import { notFound } from "../api/http-error";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { SessionClaims } from "../shared/session";
import { announcementRef, toAnnouncement } from "./announcements.repository";

/** Pin or unpin from the list, without a full edit. */
export async function pinAnnouncement(ctx: { actor: SessionClaims }, id: string, pinned: boolean) {
  const ref = announcementRef(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("This announcement does not exist.");
    tx.update(ref, { pinned, ...updatedFields(ctx.actor) });
    addAudit(tx, ctx.actor, {
      action: pinned ? "announcement.pin" : "announcement.unpin",
      resource: "announcements",
      resourceId: id,
    });
  });
  return toAnnouncement(await ref.get());
}

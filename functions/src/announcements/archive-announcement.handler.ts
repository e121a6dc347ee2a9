import { notFound } from "../api/http-error";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { SessionClaims } from "../shared/session";
import { announcementRef, toAnnouncement } from "./announcements.repository";

/**
 * Archive (the list's delete) and restore (its undo). Archiving hides it from students at once;
 * restoring brings back the status its dates give it. Both are idempotent.
 */
export async function setAnnouncementArchived(ctx: { actor: SessionClaims }, id: string, archived: boolean) {
  const ref = announcementRef(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("This announcement does not exist.");
    if (snap.get("archived") === archived) return;
    tx.update(ref, { archived, ...updatedFields(ctx.actor) });
    addAudit(tx, ctx.actor, {
      action: archived ? "announcement.archive" : "announcement.restore",
      resource: "announcements",
      resourceId: id,
    });
  });
  return toAnnouncement(await ref.get());
}

import { Timestamp } from "firebase-admin/firestore";
import { conflict, notFound } from "../api/http-error";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { SessionClaims } from "../shared/session";
import { announcementRef, toAnnouncement } from "./announcements.repository";
import { queueAnnouncementMails } from "./queue-announcement-mails";

/**
 * Publish a draft or scheduled announcement now (admin), then queue its mails through the same
 * exactly-once path as the schedule. Publishing one that is already out only re-checks its mails.
 */
export async function publishAnnouncement(ctx: { actor: SessionClaims }, id: string) {
  const now = Timestamp.now();
  const ref = announcementRef(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("This announcement does not exist.");
    if (snap.get("archived") === true)
      throw conflict("This announcement is archived. Restore it before publishing.");
    const publishAt = snap.get("publishAt") as Timestamp | null;
    const expiresAt = snap.get("expiresAt") as Timestamp | null;
    if (expiresAt && expiresAt.toMillis() <= now.toMillis())
      throw conflict("Its expiry has passed. Change the expiry before publishing.");
    if (publishAt && publishAt.toMillis() <= now.toMillis()) return;
    tx.update(ref, { publishAt: now, sortAt: now, ...updatedFields(ctx.actor) });
    addAudit(tx, ctx.actor, {
      action: "announcement.publish",
      resource: "announcements",
      resourceId: id,
      details: { wasScheduledFor: publishAt?.toDate().toISOString() ?? null },
    });
  });
  const mail = await queueAnnouncementMails(id, now);
  return { announcement: toAnnouncement(await ref.get()), mail };
}

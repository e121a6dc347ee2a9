import { Timestamp } from "firebase-admin/firestore";
import { conflict, forbidden } from "../lib/http-error";
import { changeWithAudit } from "../lib/audited-write";
import type { HandlerContext } from "../lib/handler-context";
import { mayPublishAnnouncements } from "../shared/announcement.schema";
import { announcement, announcementRef, toAnnouncement } from "./announcements.repository";
import { queueAnnouncementMails } from "./queue-announcement-mails";
import { announcementPublished } from "../notifications/events";

/**
 * Publish a draft or scheduled announcement now (admin), then queue its mails through the same
 * exactly-once path as the schedule. Publishing one that is already out only re-checks its mails.
 */
export async function publishAnnouncement({ ctx, input }: { ctx: HandlerContext; input: { id: string } }) {
  const { id } = input;
  // The route is admin-only as well; the handler keeps the rule wherever it is called from.
  if (!mayPublishAnnouncements(ctx.actor.role)) throw forbidden("Only admins can publish announcements.");
  const now = Timestamp.fromDate(ctx.now);
  await changeWithAudit(ctx.actor, announcement(id), (snap) => {
    if (snap.get("archived") === true)
      throw conflict("This announcement is archived. Restore it before publishing.");
    const publishAt = snap.get("publishAt") as Timestamp | null;
    const expiresAt = snap.get("expiresAt") as Timestamp | null;
    if (expiresAt && expiresAt.toMillis() <= now.toMillis())
      throw conflict("Its expiry has passed. Change the expiry before publishing.");
    if (publishAt && publishAt.toMillis() <= now.toMillis()) return null;
    return {
      fields: { publishAt: now, sortAt: now },
      action: "announcement.publish",
      details: { wasScheduledFor: publishAt?.toDate().toISOString() ?? null },
    };
  });
  const mail = await queueAnnouncementMails(id, now);
  await announcementPublished(id, ctx.now);
  return { announcement: toAnnouncement(await announcementRef(id).get(), ctx.now), mail };
}

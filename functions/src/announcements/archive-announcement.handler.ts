import { changeWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import type { Announcement } from "../shared/announcement.schema";
import { announcement, announcementRef, toAnnouncement } from "./announcements.repository";
import { assertMayChange } from "./publication-rule";

/**
 * Archive (the list's delete) and restore (its undo). Archiving hides it from students at once;
 * restoring brings back the status its dates give it. Both are idempotent.
 */
export async function setAnnouncementArchived({
  ctx,
  input,
}: HandlerArgs<{ id: string; archived: boolean }>): Promise<Announcement> {
  const { id, archived } = input;
  await changeWithAudit(ctx.actor, announcement(id), (snap) => {
    assertMayChange(ctx, snap);
    if (snap.get("archived") === archived) return null;
    return { fields: { archived }, action: archived ? "announcement.archive" : "announcement.restore" };
  });
  return toAnnouncement(await announcementRef(id).get(), ctx.now);
}

import { changeWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import type { Announcement } from "../shared/announcement.schema";
import { announcement, announcementRef, toAnnouncement } from "./announcements.repository";
import { assertMayChange } from "./publication-rule";

/** Pin or unpin from the list, without a full edit. */
export async function pinAnnouncement({
  ctx,
  input,
}: HandlerArgs<{ id: string; pinned: boolean }>): Promise<Announcement> {
  const { id, pinned } = input;
  await changeWithAudit(ctx.actor, announcement(id), (snap) => {
    assertMayChange(ctx, snap);
    return { fields: { pinned }, action: pinned ? "announcement.pin" : "announcement.unpin" };
  });
  return toAnnouncement(await announcementRef(id).get(), ctx.now);
}

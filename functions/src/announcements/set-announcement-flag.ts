import { changeWithAudit } from "../lib/audited-write";
import type { HandlerContext } from "../lib/handler-context";
import type { Announcement } from "../shared/announcement.schema";
import { announcement, announcementRef, toAnnouncement } from "./announcements.repository";
import { assertMayChange } from "./publication-rule";

/**
 * Sets one flag of an announcement without a full edit (archived, pinned), if the caller may
 * change it, with its audit entry; nothing is written when it is so already.
 */
export async function setAnnouncementFlag(
  ctx: HandlerContext,
  id: string,
  flag: "archived" | "pinned",
  value: boolean,
  action: string,
): Promise<Announcement> {
  await changeWithAudit(ctx.actor, announcement(id), (snap) => {
    assertMayChange(ctx, snap);
    if (snap.get(flag) === value) return null;
    return { fields: { [flag]: value }, action };
  });
  return toAnnouncement(await announcementRef(id).get(), ctx.now);
}

import type { HandlerArgs } from "../lib/handler-context";
import type { Announcement } from "../shared/announcement.schema";
import { setAnnouncementFlag } from "./set-announcement-flag";

/** Pin or unpin from the list, without a full edit. */
export function pinAnnouncement({
  ctx,
  input: { id, pinned },
}: HandlerArgs<{ id: string; pinned: boolean }>): Promise<Announcement> {
  return setAnnouncementFlag(ctx, id, "pinned", pinned, pinned ? "announcement.pin" : "announcement.unpin");
}

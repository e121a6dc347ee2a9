import type { HandlerArgs } from "../lib/handler-context";
import type { Announcement } from "../shared/announcement.schema";
import { setAnnouncementFlag } from "./set-announcement-flag";

/**
 * Archive (the list's delete) and restore (its undo). Archiving hides it from students at once;
 * restoring brings back the status its dates give it. Both are idempotent.
 */
export function setAnnouncementArchived({
  ctx,
  input: { id, archived },
}: HandlerArgs<{ id: string; archived: boolean }>): Promise<Announcement> {
  return setAnnouncementFlag(
    ctx,
    id,
    "archived",
    archived,
    archived ? "announcement.archive" : "announcement.restore",
  );
}

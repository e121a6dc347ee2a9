import { existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Announcement } from "../shared/announcement.schema";
import { announcementRef, toAnnouncement } from "./announcements.repository";

/** GET /api/announcements/:id, with its status as of the request. */
export async function getAnnouncement({ ctx, input }: HandlerArgs<{ id: string }>): Promise<Announcement> {
  const snap = await existingDoc(announcementRef(input.id), "This announcement does not exist.");
  return toAnnouncement(snap, ctx.now);
}

import { Timestamp } from "firebase-admin/firestore";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { audienceKeysOf } from "../lib/student-audience";
import type { Announcement, FeedQuery } from "../shared/announcement.schema";
import { feedQuery, toAnnouncement } from "./announcements.repository";

/**
 * `GET /api/me/announcements`: what the signed-in student sees now: published, not expired, for
 * everyone or for one of their groups or programs; pinned first, then newest.
 */
export async function getFeed({
  ctx,
  input,
}: HandlerArgs<FeedQuery, StudentContext>): Promise<Announcement[]> {
  const now = Timestamp.fromDate(ctx.now);
  const snap = await feedQuery(audienceKeysOf(ctx.student), now).limit(input.limit).get();
  return snap.docs.map((d) => toAnnouncement(d, now.toDate()));
}

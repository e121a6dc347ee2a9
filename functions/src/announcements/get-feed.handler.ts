import { Timestamp } from "firebase-admin/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { Announcement } from "../shared/announcement.schema";
import { feedQuery, studentAudienceKeys, toAnnouncement } from "./announcements.repository";

/**
 * What one student sees now in the student app: published, not expired, for everyone or for one
 * of their groups or programs; pinned first, then newest.
 */
export async function getFeed({
  ctx,
  input,
}: HandlerArgs<{ studentId: string; limit: number }>): Promise<Announcement[]> {
  const keys = await studentAudienceKeys(input.studentId);
  if (!keys) throw notFound("There is no such student.");
  const now = Timestamp.fromDate(ctx.now);
  const snap = await feedQuery(keys, now).limit(input.limit).get();
  return snap.docs.map((d) => toAnnouncement(d, now.toDate()));
}

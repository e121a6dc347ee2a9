import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { cursorScope, pageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { audienceKeysOf } from "../lib/student-audience";
import type { MyAnnouncement, MyAnnouncementsQuery } from "../shared/me-feed.schema";
import { feedQuery, toAnnouncement } from "./announcements.repository";

/** What a reader is shown of an announcement: its text and dates, nothing of who sent it or to whom. */
export function myAnnouncementOf(doc: DocumentSnapshot, now: Date): MyAnnouncement {
  const a = toAnnouncement(doc, now);
  return {
    _id: a._id,
    title: a.title,
    body: a.body,
    pinned: a.pinned,
    publishAt: a.publishAt ?? a.createdAt,
    expiresAt: a.expiresAt,
  };
}

/**
 * `GET /api/me/announcements`: what the student sees now: published, not expired, for everyone or
 * for one of their groups or programs; pinned first, then newest, in cursor pages.
 */
export async function getFeed({
  ctx,
  input,
}: HandlerArgs<MyAnnouncementsQuery, StudentContext>): Promise<ListPage<MyAnnouncement>> {
  const now = Timestamp.fromDate(ctx.now);
  const page = await pageOf(feedQuery(audienceKeysOf(ctx.student), now), {
    ...input,
    collection: "announcements",
    // A guardian's cursor is good for the child it was made for only.
    scope: cursorScope("me/announcements", `${ctx.actor.sub}:${ctx.student.id}`, input),
  });
  return { data: page.docs.map((d) => myAnnouncementOf(d, ctx.now)), nextCursor: page.nextCursor };
}

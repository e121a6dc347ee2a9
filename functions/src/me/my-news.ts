import { Timestamp } from "firebase-admin/firestore";
import { myAnnouncementOf } from "../announcements/get-feed.handler";
import { feedQuery } from "../announcements/announcements.repository";
import { reporterQuery, studentViewOf } from "../bug-reports/bug-reports.repository";
import type { StudentContext } from "../lib/handler-context";
import { audienceKeysOf } from "../lib/student-audience";
import type { MyBugReply, MyNews } from "../shared/me-week.schema";
import { myVideosOf, releasedVideosQuery } from "../videos/list-my-videos.handler";

/** How many of the feed's newest announcements are looked at for what is new (and counted). */
const NEWS_FEED_SCAN = 50;
const NEWS_ANNOUNCEMENTS_SHOWN = 3;
const NEWS_VIDEOS_MAX = 20;
const NEWS_REPORTS_SCAN = 20;

/** Announcements published since the last visit: how many (of the feed's latest 50) and the newest 3. */
async function newAnnouncements(ctx: StudentContext, since: Date): Promise<MyNews["announcements"]> {
  const snap = await feedQuery(audienceKeysOf(ctx.student), Timestamp.fromDate(ctx.now))
    .limit(NEWS_FEED_SCAN)
    .get();
  const fresh = snap.docs
    .map((d) => myAnnouncementOf(d, ctx.now))
    .filter((a) => Date.parse(a.publishAt) > since.getTime())
    .sort((a, b) => b.publishAt.localeCompare(a.publishAt));
  return { count: fresh.length, latest: fresh.slice(0, NEWS_ANNOUNCEMENTS_SHOWN) };
}

/**
 * Staff replies since the last visit on the caller's own reports. A guardian files none yet (their
 * reports come with guardian accounts), so they have none.
 */
async function bugReplies(ctx: StudentContext, since: Date): Promise<MyBugReply[]> {
  if (ctx.actor.role !== "student") return [];
  const snap = await reporterQuery(ctx.actor.sub).limit(NEWS_REPORTS_SCAN).get();
  return snap.docs.flatMap((doc) => {
    const report = studentViewOf(doc);
    const fresh = report.replies.filter((r) => Date.parse(r.at) > since.getTime());
    if (fresh.length === 0) return [];
    const lastReplyAt = fresh
      .map((r) => r.at)
      .sort()
      .at(-1)!;
    return [{ reportId: report._id, title: report.title, count: fresh.length, lastReplyAt }];
  });
}

/**
 * What is new for the student since `since`; the videos are those released in the week shown
 * (`week`: its first and last instants) up to now.
 */
export async function myNews(
  ctx: StudentContext,
  since: Date,
  week: { from: Date; to: Date },
): Promise<MyNews> {
  const to = week.to < ctx.now ? week.to : ctx.now;
  const videoQuery = week.from <= to ? releasedVideosQuery(ctx.student, to, week.from) : null;
  const [announcements, replies, videoSnap] = await Promise.all([
    newAnnouncements(ctx, since),
    bugReplies(ctx, since),
    videoQuery ? videoQuery.limit(NEWS_VIDEOS_MAX).get() : null,
  ]);
  return {
    since: since.toISOString(),
    announcements,
    videos: videoSnap ? await myVideosOf(videoSnap.docs, ctx.student, ctx.now) : [],
    bugReplies: replies,
  };
}

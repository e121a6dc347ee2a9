import { existingDocs } from "../lib/collections";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { MyPracticeProgram, MyPracticeVideo } from "../shared/me-practice.schema";
import { termWeeks } from "../shared/school-calendar";
import { myVideosOf, releasedVideosQuery } from "./list-my-videos.handler";
import { weekReleaseAt } from "./video-document";
import { watchStatesOf } from "./video-progress";

/** Released videos the practice screen lists at most (a two-year term of a few programs). */
const PRACTICE_VIDEOS_MAX = 1000;

/**
 * `GET /api/me/practice`: the student's programs, each with its term's weeks in order and, for
 * each week, the videos released to the student so far (with how far they watched them). A week
 * not yet open says when it opens; nothing unreleased is read into the answer, so nothing
 * unreleased can be sent.
 */
export async function getMyPractice({
  ctx,
}: HandlerArgs<Record<string, never>, StudentContext>): Promise<MyPracticeProgram[]> {
  const query = releasedVideosQuery(ctx.student, ctx.now);
  const [programs, settings, videoSnap, watch] = await Promise.all([
    existingDocs("programs", ctx.student.programIds),
    schoolSettings(),
    query ? query.limit(PRACTICE_VIDEOS_MAX).get() : null,
    watchStatesOf(ctx.student.id),
  ]);
  const videos = videoSnap ? await myVideosOf(videoSnap.docs, ctx.student, ctx.now) : [];
  const byWeek = new Map<string, MyPracticeVideo[]>();
  // Oldest release first within a week: the order they were meant to be watched in.
  for (const v of [...videos].reverse()) {
    const key = `${v.programId}\u0001${v.week}`;
    byWeek.set(key, [...(byWeek.get(key) ?? []), { ...v, watch: watch.get(v._id) ?? "none" }]);
  }
  const { timeZone } = settings.school;
  return [...programs.values()]
    .filter((p) => p.get("status") !== "archived")
    .map((p) => {
      const start = String(p.get("startDate"));
      const end = String(p.get("endDate"));
      return {
        programId: p.id,
        programName: String(p.get("name") ?? p.id),
        weeks: termWeeks(start, end).map((w) => {
          const releaseAt = weekReleaseAt(start, w.week, timeZone);
          return {
            week: w.week,
            startsOn: w.start,
            releaseAt: releaseAt.toISOString(),
            released: releaseAt.getTime() <= ctx.now.getTime(),
            videos: byWeek.get(`${p.id}\u0001${w.week}`) ?? [],
          };
        }),
      };
    })
    .sort((a, b) => a.programName.localeCompare(b.programName));
}

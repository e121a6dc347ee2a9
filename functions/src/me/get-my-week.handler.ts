import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { MyWeek, MyWeekQuery } from "../shared/me-week.schema";
import { WEEK_START_DAY } from "../shared/settings.schema";
import { addDays, clockIn, todayIn, weekStartOf } from "../shared/school-calendar";
import { weekReleaseAt } from "../videos/video-document";
import { lastVisit } from "./app-visits";
import { myNews } from "./my-news";
import { mySessionsBetween } from "./my-week-sessions";

/**
 * `GET /api/me/week?date`: the week holding `date` (today in the school's zone by default), from
 * the school's first weekday: the student's sessions and Friday practice, cancelled ones and
 * closed days included, and what is new since the last visit.
 */
export async function getMyWeek({ ctx, input }: HandlerArgs<MyWeekQuery, StudentContext>): Promise<MyWeek> {
  const { school } = await schoolSettings();
  const today = todayIn(school.timeZone, ctx.now);
  const weekStart = weekStartOf(input.date ?? today, WEEK_START_DAY[school.weekStartsOn]);
  const weekEnd = addDays(weekStart, 6);
  const [timetable, since] = await Promise.all([
    mySessionsBetween(ctx.student, weekStart, weekEnd),
    lastVisit(ctx),
  ]);
  const week = {
    from: weekReleaseAt(weekStart, 1, school.timeZone),
    to: new Date(weekReleaseAt(weekStart, 2, school.timeZone).getTime() - 1),
  };
  const news = await myNews(ctx, since, week);
  const time = clockIn(school.timeZone, ctx.now);
  return { weekStart, weekEnd, today, time, timeZone: school.timeZone, ...timetable, news };
}

import { TZDate } from "@date-fns/tz";
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import type { AttendanceDayEntry } from "../attendance/attendance-day-document";
import { existingDocs } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import { toJson } from "../lib/serialize";
import {
  QUEUE_DAYS,
  QUEUE_LIST_MAX,
  TREND_WEEKS,
  type AbsenceFollowUp,
  type Dashboard,
  type DashboardQuery,
  type UpcomingAnnouncement,
  type UpcomingPractice,
} from "../shared/dashboard.schema";
import { addDays, todayIn } from "../shared/school-calendar";
import { storedStudentCounts } from "../students/student-counts.repository";
import { PRACTICE_SERIES, attendanceRate, trendWeeks, weeklyTrend } from "./attendance-figures";
import { describeOccurrences, isTaken, occurrencesBetween, sortSessions } from "./dashboard-sessions";
import {
  absenceFollowUps,
  attendanceDays,
  groupsTaughtBy,
  nextPracticeFrom,
  practicesBetween,
  scheduledAnnouncements,
  schedulesEndingFrom,
  studentFigures,
  newBugReports,
  unassignedSupportChats,
  type MonthRange,
} from "./dashboard.repository";

const DAY_MS = 86_400_000;
const ANNOUNCEMENT_DAYS = 7;
const ANNOUNCEMENT_LIST_MAX = 10;
const PRACTICE_COLOR = "#64748b";

/** The month `today` is in: its civil name and the bounds the figures count between. */
export function monthOf(today: string, timeZone: string): MonthRange {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const next = m === 12 ? [y + 1, 1] : [y, m + 1];
  const iso = (yy: number, mm: number) => `${yy}-${String(mm).padStart(2, "0")}-01`;
  return {
    month: today.slice(0, 7),
    enrolledFrom: Timestamp.fromDate(new Date(`${iso(y, m)}T00:00:00Z`)),
    enrolledTo: Timestamp.fromDate(new Date(`${iso(next[0]!, next[1]!)}T00:00:00Z`)),
    from: Timestamp.fromMillis(new TZDate(y, m - 1, 1, timeZone).getTime()),
    to: Timestamp.fromMillis(new TZDate(next[0]!, next[1]! - 1, 1, timeZone).getTime()),
  };
}

/** Dates from..to inclusive. */
function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

function followUp(d: DocumentSnapshot): AbsenceFollowUp {
  const firstName = String(d.get("firstName") ?? "");
  const lastName = String(d.get("lastName") ?? "");
  const authUid = (d.get("authUid") as string | null | undefined) ?? null;
  const guardian = d.get("guardian") as {
    name?: string;
    email?: string | null;
    phone?: string | null;
  } | null;
  return {
    studentId: d.id,
    firstName,
    lastName,
    streak: Number(d.get("absenceStreak") ?? 0),
    since: (d.get("absenceStreakSince") as string | null | undefined) ?? null,
    lastAbsent: (d.get("absenceStreakLast") as string | null | undefined) ?? null,
    profileLink: `/students/details?${new URLSearchParams({ student: d.id }).toString()}`,
    chatLink: authUid
      ? `/chat/individual?${new URLSearchParams({ with: authUid, name: `${firstName} ${lastName}`.trim() }).toString()}`
      : null,
    guardian: guardian
      ? { name: String(guardian.name ?? ""), email: guardian.email ?? null, phone: guardian.phone ?? null }
      : null,
    email: (d.get("email") as string | null | undefined) ?? null,
  };
}

function audienceText(audience: { type?: string; ids?: string[] } | undefined): string {
  const n = audience?.ids?.length ?? 0;
  if (audience?.type === "groups") return n === 1 ? "1 group" : `${n} groups`;
  if (audience?.type === "programs") return n === 1 ? "1 program" : `${n} programs`;
  return "Everyone";
}

/**
 * GET /api/dashboard: what needs doing today and how the school is doing, in one answer.
 * "Today" is the civil date of `ctx.now` in the school's zone. Every figure is an aggregation or
 * comes from the day summaries of attendance, so none is capped; every list is bounded and says
 * how long it is in all.
 */
export async function getDashboard({ ctx, input }: HandlerArgs<DashboardQuery>): Promise<Dashboard> {
  const settings = await schoolSettings();
  const timeZone = settings.school.timeZone;
  const today = todayIn(timeZone, ctx.now);
  const programId = input.programId;
  const ownFirst = ctx.actor.role === "staff";
  const weeks = trendWeeks(today, TREND_WEEKS);
  const queueFrom = addDays(today, -QUEUE_DAYS);
  const yesterday = addDays(today, -1);
  // The trend's first Monday is at least 77 days back, before the 60 days the 30-day comparison needs.
  const summaryDates = datesBetween(weeks[0]!, today);
  const month = monthOf(today, timeZone);

  const keep = (e: AttendanceDayEntry) => !programId || e.programId === programId;
  // One read of the stored student counts serves the figures and the follow-ups' total.
  const counts = storedStudentCounts(timeZone);

  const [days, schedules, practices, taught, students, absences, practice, announcements, unassigned, bugs] =
    await Promise.all([
      attendanceDays(summaryDates),
      schedulesEndingFrom(queueFrom, programId),
      // A narrowed answer is about one program's weekly sessions; practices belong to none.
      programId ? Promise.resolve([]) : practicesBetween(queueFrom, today),
      groupsTaughtBy(ctx.actor.sub),
      studentFigures(programId, month, counts),
      absenceFollowUps(programId, counts),
      nextPracticeFrom(today),
      scheduledAnnouncements(
        ctx.now,
        new Date(ctx.now.getTime() + ANNOUNCEMENT_DAYS * DAY_MS),
        ANNOUNCEMENT_LIST_MAX,
      ),
      unassignedSupportChats(),
      newBugReports(),
    ]);

  const caller = { uid: ctx.actor.sub, groupIds: taught };
  const series = weeklyTrend(days, weeks, today, keep);
  // The names joined in one more round of reads, all at once: each round costs a trip.
  const [todaySessions, pastSessions, programs, practiceGroups, practiceVideos] = await Promise.all([
    describeOccurrences(occurrencesBetween(schedules, practices, today, today), days, caller),
    // Only the past occurrences not taken are listed: the taken ones (most) need no names.
    describeOccurrences(
      occurrencesBetween(schedules, practices, queueFrom, yesterday).filter(
        (o) => !o.cancelled && !isTaken(o, days),
      ),
      days,
      caller,
    ),
    existingDocs(
      "programs",
      series.map((s) => s._id).filter((id) => id !== PRACTICE_SERIES),
    ),
    practice
      ? existingDocs("groups", (practice.get("groupIds") ?? []) as string[])
      : Promise.resolve(new Map<string, DocumentSnapshot>()),
    practice
      ? existingDocs("videos", (practice.get("videoIds") ?? []) as string[])
      : Promise.resolve(new Map<string, DocumentSnapshot>()),
  ]);
  const notTaken = sortSessions(pastSessions, ownFirst);

  const nextPractice: UpcomingPractice | null = practice
    ? {
        _id: practice.id,
        date: String(practice.get("date")),
        startTime: String(practice.get("startTime") ?? ""),
        endTime: String(practice.get("endTime") ?? ""),
        title: String(practice.get("title") ?? "Friday practice"),
        focus: String(practice.get("focus") ?? ""),
        location: String(practice.get("location") ?? ""),
        groups: ((practice.get("groupIds") ?? []) as string[]).map((g) => ({
          _id: g,
          name: String(practiceGroups.get(g)?.get("name") ?? g),
        })),
        // Archived videos are left out: the practice keeps their ids, staff no longer show them.
        videos: [...practiceVideos.values()]
          .filter((v) => v.get("archived") !== true)
          .map((v) => ({
            _id: v.id,
            title: String(v.get("title") ?? ""),
            link: `/media/edit/${encodeURIComponent(v.id)}/${Number(v.get("week") ?? 1)}`,
          })),
        link: `/students/create-friday-practice?${new URLSearchParams({ edit: practice.id }).toString()}`,
      }
    : null;

  const upcoming: UpcomingAnnouncement[] = announcements.docs.map((d) => ({
    _id: d.id,
    title: String(d.get("title") ?? ""),
    publishAt: toJson(d.get("publishAt")) as string,
    audience: audienceText(d.get("audience")),
    link: `/announcements/create?${new URLSearchParams({ id: d.id }).toString()}`,
  }));

  return {
    date: today,
    timeZone,
    programId: programId ?? null,
    ownFirst,
    today: sortSessions(todaySessions, ownFirst),
    notTaken: { days: QUEUE_DAYS, total: notTaken.length, sessions: notTaken.slice(0, QUEUE_LIST_MAX) },
    followUps: {
      absences: { total: absences.total, students: absences.docs.map(followUp) },
      unassignedSupport: { total: unassigned, link: "/support/chat" },
      newBugReports: { total: bugs, link: "/support/bug-reports?status=new" },
    },
    figures: {
      activeStudents: students.active,
      activeChange: students.joined - students.left,
      joinedThisMonth: students.joined,
      leftThisMonth: students.left,
      newEnrolments: students.newEnrolments,
      waitlist: students.waitlist,
      attendance7: attendanceRate(days, today, 7, keep),
      attendance30: attendanceRate(days, today, 30, keep),
      month: month.month,
    },
    trend: {
      weeks,
      series: series
        .map((s) => ({
          ...s,
          name:
            s._id === PRACTICE_SERIES
              ? "Friday practice"
              : String(programs.get(s._id)?.get("name") ?? "Removed program"),
          color:
            s._id === PRACTICE_SERIES
              ? PRACTICE_COLOR
              : String(programs.get(s._id)?.get("color") ?? "#7c3aed"),
        }))
        .sort(
          (a, b) =>
            Number(a._id === PRACTICE_SERIES) - Number(b._id === PRACTICE_SERIES) ||
            a.name.localeCompare(b.name),
        ),
    },
    nextPractice,
    announcements: { total: announcements.total, items: upcoming },
  };
}

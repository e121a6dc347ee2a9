import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { liveSchedulesOnWeekday } from "../attendance/attendance.repository";
import { collections, existingDocs } from "../lib/collections";
import { schoolSettings } from "../lib/school-settings";
import { attendanceDocId } from "../shared/attendance.schema";
import { addDays, dayOfWeek, occurrenceDates, todayIn } from "../shared/school-calendar";
import { instantInZone } from "../seats/seat-occurrence";
import { accountsOfAudience } from "./audiences";
import { notify } from "./notify";
import { tellCancelledOccurrence, whenOf } from "./session-events";

/**
 * The notifications nobody's action sends, found by the clock: each job looks at the school at
 * `now` (the schedule's time; tests pass their own) and records what is due under a key of its
 * event, so a run that repeats, or overlaps the last, records nothing new.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A video released within this long before a run is still news (the job runs every 15 minutes). */
const VIDEO_NEWS_MS = DAY;
/** Staff hear of attendance not taken from an hour after the end, for this long. */
const ATTENDANCE_NAG_MS = 6 * HOUR;
/** Today's absences are told to instructors once the school's day has begun. */
const DAY_STARTS = "07:00";
const VIDEOS_MAX = 500;

/**
 * This week's videos, once released: one notification per program week and family, however many
 * videos the week holds (key `videos-<program>-week-<n>`). A week whose videos are all for chosen
 * groups reaches those groups only.
 */
export async function notifyVideosReleased(now: Date): Promise<number> {
  const snap = await collections.videos
    .col()
    .where("releaseAt", ">", Timestamp.fromMillis(now.getTime() - VIDEO_NEWS_MS))
    .where("releaseAt", "<=", Timestamp.fromDate(now))
    .limit(VIDEOS_MAX)
    .get();
  const weeks = new Map<string, { programId: string; week: number; groups: Set<string> | null }>();
  for (const v of snap.docs) {
    if (v.get("archived") === true || v.get("status") !== "published") continue;
    const programId = String(v.get("programId"));
    const week = Number(v.get("week"));
    const id = `${programId}-week-${week}`;
    const entry = weeks.get(id) ?? { programId, week, groups: new Set<string>() };
    const groupIds = (v.get("groupIds") as string[] | undefined) ?? [];
    // A video for the whole program makes the week the whole program's.
    if (groupIds.length === 0) entry.groups = null;
    else for (const g of groupIds) entry.groups?.add(g);
    weeks.set(id, entry);
  }
  if (weeks.size === 0) return 0;
  const programs = await existingDocs(
    "programs",
    [...weeks.values()].map((w) => w.programId),
  );
  let created = 0;
  for (const [id, w] of weeks) {
    const recipients = await accountsOfAudience(
      w.groups
        ? { type: "groups", ids: [...w.groups].slice(0, 30) }
        : { type: "programs", ids: [w.programId] },
    );
    created += await notify({
      type: "videosReleased",
      recipients,
      params: { week: w.week, programName: String(programs.get(w.programId)?.get("name") ?? "Your program") },
      key: `videos-${id}`,
      now,
    });
  }
  return created;
}

/** Occurrences cancelled days ahead, told once they come within 24 hours. */
export async function notifyCancelledSessions(now: Date): Promise<number> {
  const { school } = await schoolSettings(now.getTime());
  const today = todayIn(school.timeZone, now);
  const dates = [today, addDays(today, 1)];
  const snap = await collections.schedules.col().limit(1000).get();
  let created = 0;
  for (const s of snap.docs) {
    const exceptions = (s.get("exceptions") as { date: string }[] | undefined) ?? [];
    for (const e of exceptions)
      if (dates.includes(e.date)) created += await tellCancelledOccurrence(s, e.date, now);
  }
  return created;
}

/** The weekly sessions of a date that take place (not cancelled), with their start and end. */
async function sessionsOn(date: string, timeZone: string) {
  const schedules = await liveSchedulesOnWeekday(dayOfWeek(date));
  return schedules.flatMap((s) => {
    const d = s.data()!;
    const occurrence = occurrenceDates(
      { dayOfWeek: d.dayOfWeek, startDate: d.startDate, endDate: d.endDate, exceptions: d.exceptions ?? [] },
      date,
      date,
    )[0];
    if (!occurrence || occurrence.cancelled) return [];
    return [
      {
        id: s.id,
        date,
        groupId: String(d.groupId),
        startTime: String(d.startTime),
        instructorId: typeof d.instructorId === "string" ? d.instructorId : "",
        endsAt: instantInZone(date, String(d.endTime), timeZone),
      },
    ];
  });
}

/**
 * Today's absences reported ahead, once a day from 07:00 in the school's zone: each instructor
 * gets the count for their sessions (key per day and instructor).
 */
export async function notifyAbsencesToday(now: Date): Promise<number> {
  const { school } = await schoolSettings(now.getTime());
  const today = todayIn(school.timeZone, now);
  if (now.getTime() < instantInZone(today, DAY_STARTS, school.timeZone).getTime()) return 0;
  const [absences, sessions] = await Promise.all([
    collections.seatAbsences.col().where("date", "==", today).limit(2000).get(),
    sessionsOn(today, school.timeZone),
  ]);
  const instructorOf = new Map(sessions.map((s) => [`schedule:${s.id}`, s.instructorId]));
  const counts = new Map<string, number>();
  for (const a of absences.docs) {
    const uid = instructorOf.get(String(a.get("sessionKey")));
    if (uid) counts.set(uid, (counts.get(uid) ?? 0) + 1);
  }
  let created = 0;
  for (const [uid, count] of counts)
    created += await notify({
      type: "absencesToday",
      recipients: [uid],
      params: { date: today, count },
      key: `absences-today-${today}`,
      now,
    });
  return created;
}

/**
 * Attendance not taken an hour after a weekly session ended (for the next 6 hours of runs): its
 * instructor, once per occurrence. Taken means staff saved the roster (`updatedBy`); marks a
 * family's reported absence pre-set do not count.
 */
export async function notifyAttendanceNotTaken(now: Date): Promise<number> {
  const { school } = await schoolSettings(now.getTime());
  const today = todayIn(school.timeZone, now);
  const all = [
    ...(await sessionsOn(addDays(today, -1), school.timeZone)),
    ...(await sessionsOn(today, school.timeZone)),
  ];
  const due = all.filter((s) => {
    const since = now.getTime() - s.endsAt.getTime() - HOUR;
    return s.instructorId && since >= 0 && since < ATTENDANCE_NAG_MS;
  });
  if (due.length === 0) return 0;
  const [marks, groups] = await Promise.all([
    existingDocs(
      "attendance",
      due.map((s) => attendanceDocId("schedule", s.id, s.date)),
    ),
    existingDocs(
      "groups",
      due.map((s) => s.groupId),
    ),
  ]);
  let created = 0;
  for (const s of due) {
    if (marks.get(attendanceDocId("schedule", s.id, s.date))?.get("updatedBy")) continue;
    created += await notify({
      type: "attendanceNotTaken",
      recipients: [s.instructorId],
      params: {
        sessionId: s.id,
        title: `${String(groups.get(s.groupId)?.get("name") ?? s.groupId)} (${whenOf(s.date, s.startTime)})`,
        date: s.date,
      },
      key: `attendance-not-taken-${s.id}-${s.date}`,
      now,
    });
  }
  return created;
}

/** Every 15 minutes: each job on its own, so one failing leaves the others to run. */
export async function runNotificationJobs(now: Date) {
  const jobs = {
    videosReleased: notifyVideosReleased,
    cancelledSessions: notifyCancelledSessions,
    absencesToday: notifyAbsencesToday,
    attendanceNotTaken: notifyAttendanceNotTaken,
  };
  const recorded: Record<string, number> = {};
  for (const [name, job] of Object.entries(jobs)) {
    try {
      recorded[name] = await job(now);
    } catch (err) {
      logger.error(`Notification job failed: ${name}`, { error: String(err) });
    }
  }
  return recorded;
}

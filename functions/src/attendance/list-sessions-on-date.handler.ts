import { existingDocs } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { attendanceDocId, type SessionSummary } from "../shared/attendance.schema";
import { dayOfWeek, occursOn } from "../shared/school-calendar";
import { liveSchedulesOnWeekday, practicesOn } from "./attendance.repository";
import { practiceSummary, scheduleSummary } from "./resolve-session";

/** The sessions of a day (weekly sessions and Friday practices) with how many marks each has. */
export async function listSessionsOnDate({
  input: { date },
}: HandlerArgs<{ date: string }>): Promise<SessionSummary[]> {
  const [schedules, practices] = await Promise.all([
    liveSchedulesOnWeekday(dayOfWeek(date)),
    practicesOn(date),
  ]);
  const onDate = schedules.filter((s) =>
    occursOn(
      { dayOfWeek: s.get("dayOfWeek"), startDate: s.get("startDate"), endDate: s.get("endDate") },
      date,
    ),
  );
  const [groups, programs] = await Promise.all([
    existingDocs(
      "groups",
      onDate.map((s) => s.get("groupId") as string),
    ),
    existingDocs(
      "programs",
      onDate.map((s) => s.get("programId") as string),
    ),
  ]);
  const sessions = [
    ...onDate.map((s) => scheduleSummary(s, date, groups, programs)),
    ...practices.map(practiceSummary),
  ];
  const marks = await existingDocs(
    "attendance",
    sessions.map((s) => attendanceDocId(s.sessionType, s.sessionId, date)),
  );
  for (const s of sessions) {
    const records = marks.get(attendanceDocId(s.sessionType, s.sessionId, date))?.get("records") ?? {};
    s.marked = Object.keys(records).length;
  }
  return sessions.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name));
}

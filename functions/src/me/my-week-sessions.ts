import type { DocumentSnapshot } from "firebase-admin/firestore";
import { occurrencesBetween } from "../dashboard/dashboard-sessions";
import { practicesBetween } from "../practices/practices.repository";
import { existingDocs } from "../lib/collections";
import type { StudentScope } from "../lib/handler-context";
import { liveSchedulesOfGroups } from "../schedules/schedules.repository";
import type { MySession, MyWeek, MyWeekPractice } from "../shared/me-week.schema";

const PRACTICES_A_WEEK_MAX = 10;

/** A practice is the student's when it is for one of their groups. */
const forGroups = (p: DocumentSnapshot, groups: readonly string[]) =>
  ((p.get("groupIds") ?? []) as string[]).some((g) => groups.includes(g));

/**
 * The student's sessions between two dates (their groups' weekly sessions and Friday practices),
 * as the dashboard's timetable computes them (cancelled dates from each session's exceptions, a
 * practice's own status), with names joined: groups, programs and teachers in three batched reads.
 */
export async function mySessionsBetween(
  student: StudentScope,
  from: string,
  to: string,
): Promise<Pick<MyWeek, "sessions" | "practice" | "closedDays">> {
  const [schedules, allPractices] = await Promise.all([
    liveSchedulesOfGroups(student.groupIds),
    practicesBetween(from, to, PRACTICES_A_WEEK_MAX),
  ]);
  const practices = allPractices.filter((p) => forGroups(p, student.groupIds));
  const occurrences = occurrencesBetween(schedules, practices, from, to);
  const schedulesHere = occurrences.filter((o) => o.sessionType === "schedule").map((o) => o.doc);
  const [groups, programs, teachers] = await Promise.all([
    existingDocs(
      "groups",
      schedulesHere.map((s) => String(s.get("groupId"))),
    ),
    existingDocs(
      "programs",
      schedulesHere.map((s) => String(s.get("programId"))),
    ),
    existingDocs(
      "users",
      schedulesHere.map((s) => String(s.get("instructorId"))),
    ),
  ]);
  const nameIn = (docs: Map<string, DocumentSnapshot>, id: unknown, field = "name") => {
    const v = docs.get(String(id))?.get(field);
    return typeof v === "string" && v ? v : null;
  };

  const sessions: MySession[] = occurrences.map((o) => {
    const d = o.doc.data()!;
    const status = o.cancelled ? "cancelled" : "scheduled";
    if (o.sessionType === "practice") {
      return {
        key: `practice:${o.doc.id}`,
        kind: "practice",
        date: o.date,
        start: String(d.startTime ?? ""),
        end: String(d.endTime ?? ""),
        title: String(d.title ?? "Friday practice"),
        groupName: null,
        programName: null,
        room: String(d.location ?? ""),
        instructor: null,
        status,
        cancelReason: o.cancelReason,
      };
    }
    const groupName = nameIn(groups, d.groupId);
    return {
      key: `schedule:${o.doc.id}`,
      kind: "class",
      date: o.date,
      start: String(d.startTime),
      end: String(d.endTime),
      // The week shows the day and the times beside it: the name alone, not "Group · Sat 09:30".
      title: groupName ?? nameIn(programs, d.programId) ?? "Class",
      groupName,
      programName: nameIn(programs, d.programId),
      room: String(d.room ?? ""),
      instructor: nameIn(teachers, d.instructorId, "displayName"),
      status,
      cancelReason: o.cancelReason,
    };
  });
  sessions.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.title.localeCompare(b.title),
  );
  return { sessions, practice: practiceOf(practices[0]), closedDays: closedDaysOf(sessions) };
}

function practiceOf(p: DocumentSnapshot | undefined): MyWeekPractice | null {
  if (!p) return null;
  const d = p.data()!;
  const cancelled = d.status === "cancelled";
  return {
    date: String(d.date),
    start: String(d.startTime ?? ""),
    end: String(d.endTime ?? ""),
    title: String(d.title ?? "Friday practice"),
    focus: String(d.focus ?? ""),
    location: String(d.location ?? ""),
    status: cancelled ? "cancelled" : "scheduled",
    cancelReason: cancelled ? ((d.cancelReason as string | null | undefined) ?? null) : null,
  };
}

/** Days on which every one of the student's sessions is cancelled: for them, the school is closed. */
function closedDaysOf(sessions: MySession[]): MyWeek["closedDays"] {
  const byDate = new Map<string, MySession[]>();
  for (const s of sessions) byDate.set(s.date, [...(byDate.get(s.date) ?? []), s]);
  return [...byDate]
    .filter(([, day]) => day.every((s) => s.status === "cancelled"))
    .map(([date, day]) => ({ date, reason: day.find((s) => s.cancelReason)?.cancelReason ?? "Cancelled" }));
}

import type { DocumentSnapshot } from "firebase-admin/firestore";
import { markedOf } from "../attendance/attendance-day-document";
import { existingDocs } from "../lib/collections";
import { attendanceDocId } from "../shared/attendance.schema";
import type { DashboardSession } from "../shared/dashboard.schema";
import { WEEKDAYS_SHORT, occurrenceDates } from "../shared/school-calendar";
import type { Days } from "./attendance-figures";

/** An occurrence before names are joined: what the timetable says happens on a date. */
interface Occurrence {
  sessionType: "schedule" | "practice";
  doc: DocumentSnapshot;
  date: string;
  cancelled: boolean;
  cancelReason: string | null;
}

/** Every occurrence of the weekly sessions and practices between two dates (inclusive). */
export function occurrencesBetween(
  schedules: DocumentSnapshot[],
  practices: DocumentSnapshot[],
  from: string,
  to: string,
): Occurrence[] {
  const out: Occurrence[] = [];
  for (const s of schedules) {
    const d = s.data()!;
    const pattern = {
      dayOfWeek: d.dayOfWeek,
      startDate: d.startDate,
      endDate: d.endDate,
      exceptions: d.exceptions ?? [],
    };
    for (const o of occurrenceDates(pattern, from, to)) out.push({ sessionType: "schedule", doc: s, ...o });
  }
  for (const p of practices) {
    const date = String(p.get("date"));
    if (date < from || date > to) continue;
    const cancelled = p.get("status") === "cancelled";
    out.push({
      sessionType: "practice",
      doc: p,
      date,
      cancelled,
      cancelReason: cancelled ? ((p.get("cancelReason") as string | null) ?? null) : null,
    });
  }
  return out;
}

/** The occurrence's day-summary entry: there is one once attendance has been taken. */
function dayEntryOf(o: Occurrence, days: Days) {
  return days.get(o.date)?.[attendanceDocId(o.sessionType, o.doc.id, o.date)];
}

/** Attendance is taken once a mark is saved (no reads: the day summaries say so). */
export const isTaken = (o: Occurrence, days: Days) => {
  const entry = dayEntryOf(o, days);
  return entry ? markedOf(entry) > 0 : false;
};

export const attendanceLink = (date: string, key: string) =>
  `/students/attendance?${new URLSearchParams({ date, session: key }).toString()}`;

/**
 * The occurrences as the dashboard lists them: group, room and instructor names joined (two
 * batched reads), whether attendance is taken (from the day summaries), and whether the caller
 * teaches them.
 */
export async function describeOccurrences(
  occurrences: Occurrence[],
  days: Days,
  caller: { uid: string; groupIds: Set<string> },
): Promise<DashboardSession[]> {
  const groupIdsOf = (o: Occurrence): string[] =>
    o.sessionType === "schedule"
      ? [String(o.doc.get("groupId"))]
      : ((o.doc.get("groupIds") ?? []) as string[]);
  const groups = await existingDocs("groups", occurrences.flatMap(groupIdsOf));
  const instructorIdsOf = (o: Occurrence): string[] => {
    if (o.sessionType === "schedule") return [String(o.doc.get("instructorId"))];
    // A practice has no instructor of its own: its groups' teachers run it.
    return [
      ...new Set(groupIdsOf(o).flatMap((g) => (groups.get(g)?.get("instructorIds") ?? []) as string[])),
    ];
  };
  const people = await existingDocs(
    "users",
    occurrences.flatMap(instructorIdsOf).filter((u) => u && u !== "undefined"),
  );

  return occurrences.map((o) => {
    const d = o.doc.data()!;
    const groupIds = groupIdsOf(o);
    const key = `${o.sessionType}:${o.doc.id}`;
    const entry = dayEntryOf(o, days);
    const marked = entry ? markedOf(entry) : 0;
    const groupList = groupIds.map((g) => ({
      _id: g,
      name: String(groups.get(g)?.get("name") ?? g),
      color: (groups.get(g)?.get("color") as string | undefined) ?? null,
    }));
    const instructorIds = instructorIdsOf(o);
    const title =
      o.sessionType === "schedule"
        ? `${groupList[0]?.name ?? "Class"} · ${WEEKDAYS_SHORT[d.dayOfWeek]} ${d.startTime}`
        : String(d.title ?? "Friday practice");
    return {
      key,
      sessionType: o.sessionType,
      sessionId: o.doc.id,
      date: o.date,
      startTime: String(d.startTime ?? ""),
      endTime: String(d.endTime ?? ""),
      title,
      groups: groupList,
      room: String((o.sessionType === "schedule" ? d.room : d.location) ?? ""),
      instructors: instructorIds
        .filter((u) => people.has(u))
        .map((u) => ({ _id: u, name: String(people.get(u)!.get("displayName") ?? "") })),
      programId: o.sessionType === "schedule" ? ((d.programId as string | undefined) ?? null) : null,
      cancelled: o.cancelled,
      cancelReason: o.cancelReason,
      marked,
      taken: marked > 0,
      expected: entry?.roster ?? null,
      mine: instructorIds.includes(caller.uid) || groupIds.some((g) => caller.groupIds.has(g)),
      attendanceLink: attendanceLink(o.date, key),
    };
  });
}

/** Time order; with `ownFirst`, the caller's own sessions before everyone else's. */
export function sortSessions(sessions: DashboardSession[], ownFirst: boolean, newestFirst = false) {
  return [...sessions].sort(
    (a, b) =>
      (ownFirst ? Number(b.mine) - Number(a.mine) : 0) ||
      (newestFirst ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date)) ||
      a.startTime.localeCompare(b.startTime) ||
      a.title.localeCompare(b.title),
  );
}

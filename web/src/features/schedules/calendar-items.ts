import type { Lookups } from "@shared/program";
import type { Practice } from "@shared/practice.schema";
import type { ScheduleOccurrence } from "@shared/schedule.schema";
import { minutesOf } from "@shared/school-calendar";

/** One block on the calendar: a dated occurrence of a weekly session, or a Friday practice. */
export interface CalendarItem {
  key: string;
  kind: "schedule" | "practice";
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  subtitle: string;
  color: string;
  cancelled: boolean;
  cancelReason: string | null;
}

export const PRACTICE_COLOR = "#db2777";

export function toCalendarItems(
  occurrences: ScheduleOccurrence[],
  practices: Practice[],
  lookups: Lookups | undefined,
): CalendarItem[] {
  const program = new Map(lookups?.programs.map((p) => [p._id, p]));
  const group = new Map(lookups?.groups.map((g) => [g._id, g]));
  const instructor = new Map(lookups?.instructors.map((i) => [i._id, i.name]));
  const items: CalendarItem[] = occurrences.map((o) => ({
    key: `s:${o.scheduleId}:${o.date}`,
    kind: "schedule",
    id: o.scheduleId,
    date: o.date,
    startTime: o.startTime,
    endTime: o.endTime,
    title: group.get(o.groupId)?.name ?? o.groupId,
    subtitle: `${o.room} · ${instructor.get(o.instructorId) ?? "instructor"}`,
    color: program.get(o.programId)?.color ?? "#6b7280",
    cancelled: o.cancelled,
    cancelReason: o.cancelReason,
  }));
  for (const p of practices) {
    items.push({
      key: `p:${p._id}`,
      kind: "practice",
      id: p._id,
      date: p.date,
      startTime: p.startTime,
      endTime: p.endTime,
      title: p.title,
      subtitle: `Friday practice${p.location ? ` · ${p.location}` : ""}`,
      color: PRACTICE_COLOR,
      cancelled: p.status === "cancelled",
      cancelReason: p.cancelReason ?? null,
    });
  }
  return items.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}

export interface PlacedItem extends CalendarItem {
  lane: number;
  lanes: number;
}

/** Side-by-side lanes for overlapping blocks of one day (per cluster of overlapping items). */
export function placeDay(items: CalendarItem[]): PlacedItem[] {
  const sorted = [...items].sort(
    (a, b) => a.startTime.localeCompare(b.startTime) || b.endTime.localeCompare(a.endTime),
  );
  const placed: PlacedItem[] = [];
  let cluster: PlacedItem[] = [];
  let clusterEnd = -1;
  const flush = () => {
    const lanes = Math.max(1, ...cluster.map((c) => c.lane + 1));
    for (const c of cluster) c.lanes = lanes;
    placed.push(...cluster);
    cluster = [];
  };
  for (const item of sorted) {
    const start = minutesOf(item.startTime);
    if (cluster.length > 0 && start >= clusterEnd) flush();
    const laneEnds = new Map<number, number>();
    for (const c of cluster) laneEnds.set(c.lane, Math.max(laneEnds.get(c.lane) ?? 0, minutesOf(c.endTime)));
    let lane = 0;
    while ((laneEnds.get(lane) ?? -1) > start) lane++;
    cluster.push({ ...item, lane, lanes: 1 });
    clusterEnd = Math.max(clusterEnd, minutesOf(item.endTime));
  }
  if (cluster.length > 0) flush();
  return placed;
}

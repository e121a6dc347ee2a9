import type { DocumentSnapshot } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import type { Schedule } from "../shared/schedule.schema";

export const schedulesCol = () => collections.schedules.col();
export const scheduleDoc = (id: string) => collections.schedules.ref(id);

/** A stored weekly session; sessions written before cancelled dates existed have no `exceptions`. */
export function toSchedule(d: DocumentSnapshot): Schedule {
  const s = collections.schedules.read(d);
  return { ...s, exceptions: s.exceptions ?? [] };
}

/**
 * Live weekly sessions (archived ones left out). A school runs a few hundred at most; the cap
 * keeps the read bounded. Equality filters only, so no composite index is needed.
 */
export async function liveSchedules(filters: {
  programId?: string | undefined;
  groupId?: string | undefined;
  dayOfWeek?: number;
}) {
  let q: FirebaseFirestore.Query = schedulesCol();
  if (filters.programId) q = q.where("programId", "==", filters.programId);
  if (filters.groupId) q = q.where("groupId", "==", filters.groupId);
  if (filters.dayOfWeek !== undefined) q = q.where("dayOfWeek", "==", filters.dayOfWeek);
  const snap = await q.limit(1000).get();
  return snap.docs.filter((d) => !d.get("archivedAt"));
}

/**
 * The live weekly sessions of some groups (a student's timetable). `in` takes 30 values; a
 * student in more than 30 groups is not real. An `in` equality needs no composite index.
 */
export async function liveSchedulesOfGroups(groupIds: readonly string[]) {
  const groups = groupIds.slice(0, 30);
  if (groups.length === 0) return [];
  const snap = await schedulesCol().where("groupId", "in", groups).limit(500).get();
  return snap.docs.filter((d) => !d.get("archivedAt"));
}

import { chunks } from "../lib/chunks";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { collections } from "../lib/collections";

/** Every Firestore access of attendance; students, groups and sessions are only read here. */
export const attendanceCol = () => collections.attendance.col();
export const attendanceRef = (id: string) => collections.attendance.ref(id);
export const attendanceDayRef = (date: string) => collections.attendanceDays.ref(date);

/** Students of any of the groups (array-contains-any takes 30 values per query). */
export async function studentsOfGroups(groupIds: string[]) {
  const out = new Map<string, DocumentSnapshot>();
  for (const chunk of chunks(groupIds, 30)) {
    const snap = await collections.students
      .col()
      .where("groupIds", "array-contains-any", chunk)
      .limit(1000)
      .get();
    for (const d of snap.docs) out.set(d.id, d);
  }
  return [...out.values()];
}

export async function liveSchedulesOnWeekday(dayOfWeek: number) {
  const snap = await collections.schedules.col().where("dayOfWeek", "==", dayOfWeek).limit(1000).get();
  return snap.docs.filter((d) => !d.get("archivedAt"));
}

export async function practicesOn(date: string) {
  return (await collections.practices.col().where("date", "==", date).limit(20).get()).docs;
}

/** A student's attendance, newest first (index: studentIds CONTAINS, date DESC). */
export async function attendanceOfStudent(studentId: string, limit: number) {
  return (
    await attendanceCol()
      .where("studentIds", "array-contains", studentId)
      .orderBy("date", "desc")
      .limit(limit)
      .get()
  ).docs;
}

/** Attendance in a date range, optionally of one group (index: groupIds CONTAINS, date ASC). */
export async function attendanceBetween(
  from: string,
  to: string,
  groupId: string | undefined,
  limit: number,
) {
  let q: FirebaseFirestore.Query = attendanceCol();
  if (groupId) q = q.where("groupIds", "array-contains", groupId);
  return (await q.where("date", ">=", from).where("date", "<=", to).orderBy("date", "asc").limit(limit).get())
    .docs;
}

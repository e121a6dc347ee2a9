import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../lib/firestore";

/** Every Firestore access of attendance; students, groups and sessions are only read here. */
export const attendanceCol = () => db().collection("attendance");
export const attendanceRef = (id: string) => attendanceCol().doc(id);
export const scheduleRef = (id: string) => db().collection("schedules").doc(id);
export const practiceRef = (id: string) => db().collection("practices").doc(id);
export const studentRef = (id: string) => db().collection("students").doc(id);

export async function getAllDocs(col: string, ids: string[]): Promise<Map<string, DocumentSnapshot>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, DocumentSnapshot>();
  for (let i = 0; i < unique.length; i += 300) {
    const refs = unique.slice(i, i + 300).map((id) => db().collection(col).doc(id));
    if (refs.length === 0) continue;
    for (const snap of await db().getAll(...refs)) if (snap.exists) out.set(snap.id, snap);
  }
  return out;
}

/** Students of any of the groups (array-contains-any takes 30 values per query). */
export async function studentsOfGroups(groupIds: string[]) {
  const out = new Map<string, DocumentSnapshot>();
  for (let i = 0; i < groupIds.length; i += 30) {
    const chunk = groupIds.slice(i, i + 30);
    const snap = await db().collection("students").where("groupIds", "array-contains-any", chunk).limit(1000).get();
    for (const d of snap.docs) out.set(d.id, d);
  }
  return [...out.values()];
}

export async function liveSchedulesOnWeekday(dayOfWeek: number) {
  const snap = await db().collection("schedules").where("dayOfWeek", "==", dayOfWeek).limit(1000).get();
  return snap.docs.filter((d) => !d.get("archivedAt"));
}

export async function practicesOn(date: string) {
  return (await db().collection("practices").where("date", "==", date).limit(20).get()).docs;
}

/** A student's attendance, newest first (index: studentIds CONTAINS, date DESC). */
export async function attendanceOfStudent(studentId: string, limit: number) {
  return (await attendanceCol().where("studentIds", "array-contains", studentId).orderBy("date", "desc").limit(limit).get()).docs;
}

/** Attendance in a date range, optionally of one group (index: groupIds CONTAINS, date ASC). */
export async function attendanceBetween(from: string, to: string, groupId: string | undefined, limit: number) {
  let q: FirebaseFirestore.Query = attendanceCol();
  if (groupId) q = q.where("groupIds", "array-contains", groupId);
  return (await q.where("date", ">=", from).where("date", "<=", to).orderBy("date", "asc").limit(limit).get()).docs;
}

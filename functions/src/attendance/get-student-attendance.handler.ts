import { collections, existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import {
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  type SessionType,
  type StudentAttendance,
} from "../shared/attendance.schema";
import { attendanceOfStudent } from "./attendance.repository";
import { markedSessions, sessionName } from "./session-names";

/** How many of a student's latest marks the history and rate cover. */
export const STUDENT_HISTORY_LIMIT = 200;

/** Rate = (present + late) / all marked; null when nothing is marked yet. */
export function attendanceRate(counts: Record<AttendanceStatus, number>): number | null {
  const total = counts.present + counts.absent + counts.late + counts.excused;
  return total === 0 ? null : (counts.present + counts.late) / total;
}

/** A student's latest marks, newest first, with the session each was for and the attendance rate. */
export async function getStudentAttendance({
  input: { studentId },
}: HandlerArgs<{ studentId: string }>): Promise<StudentAttendance> {
  await existingDoc(collections.students.ref(studentId), "No such student.");
  const docs = await attendanceOfStudent(studentId, STUDENT_HISTORY_LIMIT);
  const sessions = await markedSessions(docs);

  const counts = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as Record<
    AttendanceStatus,
    number
  >;
  const records: StudentAttendance["records"] = [];
  for (const d of docs) {
    const status = d.get(`records.${studentId}`) as AttendanceStatus | undefined;
    if (!status || !(status in counts)) continue;
    counts[status] += 1;
    const sessionType = d.get("sessionType") as SessionType;
    const sessionId = d.get("sessionId") as string;
    const name = sessionName(sessions, d) ?? "Session";
    records.push({ date: d.get("date"), sessionType, sessionId, sessionName: name, status });
  }
  return { rate: attendanceRate(counts), counts, records };
}

import { notFound } from "../api/http-error";
import { ATTENDANCE_STATUSES, type AttendanceStatus, type SessionType, type StudentAttendance } from "../shared/attendance.schema";
import { WEEKDAYS_SHORT } from "../shared/school-calendar";
import { attendanceOfStudent, getAllDocs, studentRef } from "./attendance.repository";

/** How many of a student's latest marks the history and rate cover. */
export const STUDENT_HISTORY_LIMIT = 200;

/** Rate = (present + late) / all marked; null when nothing is marked yet. */
export function attendanceRate(counts: Record<AttendanceStatus, number>): number | null {
  const total = counts.present + counts.absent + counts.late + counts.excused;
  return total === 0 ? null : (counts.present + counts.late) / total;
}

export async function getStudentAttendance({ studentId }: { studentId: string }): Promise<StudentAttendance> {
  const student = await studentRef(studentId).get();
  if (!student.exists) throw notFound("No such student.");
  const docs = await attendanceOfStudent(studentId, STUDENT_HISTORY_LIMIT);
  const scheduleIds = docs.filter((d) => d.get("sessionType") === "schedule").map((d) => d.get("sessionId") as string);
  const practiceIds = docs.filter((d) => d.get("sessionType") === "practice").map((d) => d.get("sessionId") as string);
  const [schedules, practices] = await Promise.all([getAllDocs("schedules", scheduleIds), getAllDocs("practices", practiceIds)]);
  const groups = await getAllDocs("groups", [...schedules.values()].map((s) => s.get("groupId") as string));

  const counts = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s, 0])) as Record<AttendanceStatus, number>;
  const records: StudentAttendance["records"] = [];
  for (const d of docs) {
    const status = d.get(`records.${studentId}`) as AttendanceStatus | undefined;
    if (!status || !(status in counts)) continue;
    counts[status] += 1;
    const sessionType = d.get("sessionType") as SessionType;
    const sessionId = d.get("sessionId") as string;
    let sessionName = "Session";
    if (sessionType === "practice") sessionName = String(practices.get(sessionId)?.get("title") ?? "Friday practice");
    else {
      const s = schedules.get(sessionId);
      if (s) sessionName = `${groups.get(s.get("groupId"))?.get("name") ?? s.get("groupId")} · ${WEEKDAYS_SHORT[s.get("dayOfWeek") as number]} ${s.get("startTime")}`;
    }
    records.push({ date: d.get("date"), sessionType, sessionId, sessionName, status });
  }
  return { rate: attendanceRate(counts), counts, records };
}

import { existingDocs } from "../lib/collections";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { ATTENDANCE_STATUSES, type AttendanceStatus } from "../shared/attendance.schema";
import {
  MY_ATTENDANCE_MARKS_MAX,
  type MyAttendance,
  type MyProgramAttendance,
} from "../shared/me-attendance.schema";
import { attendanceOfStudent } from "./attendance.repository";
import { attendanceRate } from "./get-student-attendance.handler";
import { markedSessions, sessionName } from "./session-names";

const PRACTICES = "Friday practice";

/**
 * `GET /api/me/attendance`: the student's own latest marks (200), by the program of the session
 * each was taken at (practices, which belong to no program, on their own), newest first, with each
 * program's rate. Only the caller's own mark is read out of each register.
 */
export async function getMyAttendance({
  ctx,
}: HandlerArgs<Record<string, never>, StudentContext>): Promise<MyAttendance> {
  const studentId = ctx.student.id;
  const docs = await attendanceOfStudent(studentId, MY_ATTENDANCE_MARKS_MAX);
  const sessions = await markedSessions(docs);
  const programIdOf = (sessionId: string) =>
    (sessions.schedules.get(sessionId)?.get("programId") as string | undefined) ?? null;
  const programs = await existingDocs(
    "programs",
    docs.map((d) => programIdOf(d.get("sessionId") as string)).filter((p): p is string => Boolean(p)),
  );

  const byProgram = new Map<string | null, MyProgramAttendance>();
  for (const d of docs) {
    const status = d.get(`records.${studentId}`) as AttendanceStatus | undefined;
    if (!status || !ATTENDANCE_STATUSES.includes(status)) continue;
    const programId = d.get("sessionType") === "practice" ? null : programIdOf(d.get("sessionId") as string);
    let entry = byProgram.get(programId);
    if (!entry) {
      const programName =
        programId === null ? PRACTICES : String(programs.get(programId)?.get("name") ?? "A past program");
      entry = {
        programId,
        programName,
        rate: null,
        present: 0,
        absent: 0,
        late: 0,
        excused: 0,
        total: 0,
        history: [],
      };
      byProgram.set(programId, entry);
    }
    entry[status] += 1;
    entry.total += 1;
    entry.history.push({ date: String(d.get("date")), title: sessionName(sessions, d) ?? "Session", status });
  }
  for (const entry of byProgram.values()) entry.rate = attendanceRate(entry);
  return {
    programs: [...byProgram.values()].sort(
      (a, b) =>
        Number(a.programId === null) - Number(b.programId === null) ||
        a.programName.localeCompare(b.programName),
    ),
  };
}

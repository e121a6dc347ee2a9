import type { AttendanceStatus } from "./attendance.schema";

/** How many of the latest marks `GET /api/me/attendance` covers (rates and history alike). */
export const MY_ATTENDANCE_MARKS_MAX = 200;

/** One mark in the student's history. */
export interface MyAttendanceMark {
  date: string;
  title: string;
  status: AttendanceStatus;
}

/**
 * The student's attendance in one program (`programId` null: the Friday practices, which belong
 * to no program). Rate = (present + late) / total, null before any mark.
 */
export interface MyProgramAttendance {
  programId: string | null;
  programName: string;
  rate: number | null;
  present: number;
  absent: number;
  late: number;
  excused: number;
  total: number;
  /** Newest first. */
  history: MyAttendanceMark[];
}

/** `GET /api/me/attendance`: the student's own marks by program (the latest 200 marks). */
export interface MyAttendance {
  programs: MyProgramAttendance[];
}

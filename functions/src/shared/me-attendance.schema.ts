import { z } from "zod";
import { ATTENDANCE_STATUSES } from "./attendance.schema";

/** How many of the latest marks `GET /api/me/attendance` covers (rates and history alike). */
export const MY_ATTENDANCE_MARKS_MAX = 200;

/** One mark in the student's history. */
const myAttendanceMarkSchema = z.object({
  date: z.string(),
  title: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
});

/**
 * The student's attendance in one program (`programId` null: the Friday practices, which belong
 * to no program). Rate = (present + late) / total, null before any mark.
 */
const myProgramAttendanceSchema = z.object({
  programId: z.string().nullable(),
  programName: z.string(),
  rate: z.number().nullable(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  total: z.number().int(),
  /** Newest first. */
  history: z.array(myAttendanceMarkSchema),
});
export type MyProgramAttendance = z.output<typeof myProgramAttendanceSchema>;

/** `GET /api/me/attendance`: the student's own marks by program (the latest 200 marks). */
export const myAttendanceSchema = z.object({ programs: z.array(myProgramAttendanceSchema) });
export type MyAttendance = z.output<typeof myAttendanceSchema>;

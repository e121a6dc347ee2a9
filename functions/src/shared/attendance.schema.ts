import { z } from "zod";
import { docIdSchema } from "./id.schema";
import { isoDateField } from "./program.schema";

export const ATTENDANCE_STATUSES = ["present", "absent", "late", "excused"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const SESSION_TYPES = ["schedule", "practice"] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

const SESSION_KEY_MESSAGE = "A session like schedule:<id> or practice:<id>.";

/**
 * "schedule:<id>" or "practice:<id>": one string names a session on every screen and link. The id
 * part is read as a document id, so it follows the id rules too (`__x__` is reserved by Firestore
 * and would reach the SDK as an exception).
 */
export const sessionKeyField = z
  .string()
  .trim()
  .regex(/^(schedule|practice):[A-Za-z0-9_-]{1,120}$/, SESSION_KEY_MESSAGE)
  .refine((key) => docIdSchema.safeParse(key.slice(key.indexOf(":") + 1)).success, SESSION_KEY_MESSAGE);

export function parseSessionKey(key: string): { sessionType: SessionType; sessionId: string } {
  const [type, ...rest] = key.split(":");
  return { sessionType: type as SessionType, sessionId: rest.join(":") };
}

/** One occurrence has one attendance document; its id is derived so saving twice updates it. */
export const attendanceDocId = (sessionType: SessionType, sessionId: string, date: string) =>
  `${sessionType}_${sessionId}_${date}`;

export const rosterQuerySchema = z.object({ date: isoDateField, sessionId: sessionKeyField });

const studentMarksField = z
  .record(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,120}$/, "Not a student id.")
      .refine((id) => docIdSchema.safeParse(id).success, "Not a student id."),
    z.enum(ATTENDANCE_STATUSES).nullable(),
  )
  .refine((r) => Object.keys(r).length <= 500, "At most 500 marks at a time.");

/**
 * PUT /api/attendance: marks to set (null clears one); only the students named are written.
 * `base` (optional) holds, per student, the mark the client saw before it changed it (null: none):
 * a student whose stored mark is now neither that nor the new one was marked by someone else
 * meanwhile, and the request is refused with 409 (nothing written) and those marks in `details`.
 */
export const saveAttendanceSchema = z.object({
  date: isoDateField,
  sessionId: sessionKeyField,
  records: studentMarksField,
  base: studentMarksField.optional(),
  notes: z.string().trim().max(2000, "At most 2000 characters.").optional(),
});
export type SaveAttendanceInput = z.infer<typeof saveAttendanceSchema>;

/** `error.details` of a 409 from PUT /api/attendance: per student, the mark stored now. */
export interface AttendanceConflictDetails {
  conflicts: Record<string, AttendanceStatus | null>;
}

export const sessionsOnDateQuerySchema = z.object({ date: isoDateField });

export const exportAttendanceQuerySchema = z.object({
  from: isoDateField,
  to: isoDateField,
  groupId: docIdSchema.optional(),
});

export const groupGridQuerySchema = z.object({
  groupId: z.string({ error: "Choose a group." }).min(1, "Choose a group.").pipe(docIdSchema),
  weeks: z.coerce.number().int().min(1).max(26).default(8),
});

export interface SessionSummary {
  key: string;
  sessionType: SessionType;
  sessionId: string;
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  groupIds: string[];
  room: string;
  cancelled: boolean;
  cancelReason: string | null;
  programId: string | null;
  color: string | null;
  /** How many marks are saved for this occurrence. */
  marked: number;
}

export interface RosterStudent {
  _id: string;
  firstName: string;
  lastName: string;
  groupIds: string[];
  status: string;
}

export interface Roster {
  attendanceId: string;
  session: SessionSummary;
  students: RosterStudent[];
  records: Record<string, AttendanceStatus>;
  notes: string;
  takenBy: string | null;
  takenAt: string | null;
  updatedAt: string | null;
  /** Absences the family reported ahead, by student: who reported, and why (seats). */
  reported?: Record<string, { by: string; role: string; reason: string; at: string | null }>;
  /** Students booked in as a make-up (not members of the group): marked like the others. */
  makeUps?: string[];
}

export interface StudentAttendance {
  rate: number | null;
  counts: Record<AttendanceStatus, number>;
  records: {
    date: string;
    sessionType: SessionType;
    sessionId: string;
    sessionName: string;
    status: AttendanceStatus;
  }[];
}

export interface GroupGrid {
  columns: {
    attendanceId: string;
    date: string;
    sessionType: SessionType;
    sessionId: string;
    label: string;
  }[];
  students: { _id: string; firstName: string; lastName: string }[];
  cells: Record<string, Record<string, AttendanceStatus>>;
}

/** What PUT /api/attendance answers with: the occurrence's marks after the write. */
export interface SavedAttendance {
  attendanceId: string;
  /** How many students' marks this request changed (0 when it repeated stored marks). */
  changed: number;
  records: Record<string, AttendanceStatus>;
  notes: string;
  updatedAt: string | null;
}

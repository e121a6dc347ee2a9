import { z } from "zod";
import type { SessionType } from "./attendance.schema";
import { docIdSchema } from "./id.schema";

/**
 * GET /api/dashboard: the whole screen in one answer. `programId` narrows every part
 * that belongs to a program (students, weekly sessions, attendance, follow-ups) to that program;
 * Friday practices belong to no program, so a narrowed answer leaves them out.
 */
export const dashboardQuerySchema = z.object({
  programId: docIdSchema.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** How far back the "attendance not taken" queue looks (days before today). */
export const QUEUE_DAYS = 14;
/** Weeks in the attendance trend, the current one included. */
export const TREND_WEEKS = 12;
/** Consecutive absences that make a student a follow-up. */
export const ABSENCE_STREAK_MIN = 2;
/** Longest lists the answer carries; each list also says how many there are in all. */
export const QUEUE_LIST_MAX = 30;
export const FOLLOW_UP_LIST_MAX = 20;

/** One occurrence of a weekly session or a Friday practice, with whether attendance is taken. */
export interface DashboardSession {
  /** "schedule:<id>" or "practice:<id>", as the attendance screen names it. */
  key: string;
  sessionType: SessionType;
  sessionId: string;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  groups: { _id: string; name: string; color: string | null }[];
  room: string;
  instructors: { _id: string; name: string }[];
  programId: string | null;
  cancelled: boolean;
  cancelReason: string | null;
  /** Marks saved for this occurrence; attendance counts as taken once there is one. */
  marked: number;
  taken: boolean;
  /**
   * Students on the register when attendance was saved (its groups' active students, and anyone
   * marked before); null until it is taken, or for registers saved before the count was kept.
   */
  expected: number | null;
  /** The caller teaches it (instructor of the session or of one of its groups). */
  mine: boolean;
  /** The attendance screen on this occurrence. */
  attendanceLink: string;
}

export interface AttendanceRate {
  /** (present + late) / marked over the period; null when nothing was marked. */
  rate: number | null;
  marked: number;
  previousRate: number | null;
  previousMarked: number;
  /** The period's change against the one before; null when either has no marks. */
  direction: "up" | "down" | "same" | null;
}

export interface DashboardFigures {
  activeStudents: number;
  /** Active students enrolled this month minus active students archived this month. */
  activeChange: number;
  joinedThisMonth: number;
  leftThisMonth: number;
  /** Students whose enrolment date is in this month (waitlisted ones left out). */
  newEnrolments: number;
  waitlist: number;
  attendance7: AttendanceRate;
  attendance30: AttendanceRate;
  /** The civil month the monthly figures cover ("2027-02"). */
  month: string;
}

export interface TrendSeries {
  /** A program's id, or "practice" for Friday practices. */
  _id: string;
  name: string;
  color: string;
  /** One rate per week (same order as `weeks`); null where nothing was marked. */
  rates: (number | null)[];
  marked: number[];
}

export interface AbsenceFollowUp {
  studentId: string;
  firstName: string;
  lastName: string;
  streak: number;
  /** The first and the latest session of the run of absences. */
  since: string | null;
  lastAbsent: string | null;
  profileLink: string;
  /** The chat with the student, when they have an app account. */
  chatLink: string | null;
  guardian: { name: string; email: string | null; phone: string | null } | null;
  email: string | null;
}

export interface UpcomingPractice {
  _id: string;
  date: string;
  startTime: string;
  endTime: string;
  title: string;
  focus: string;
  location: string;
  groups: { _id: string; name: string }[];
  /** The library videos chosen for it (that week's), each linked to its edit page. */
  videos: { _id: string; title: string; link: string }[];
  link: string;
}

export interface UpcomingAnnouncement {
  _id: string;
  title: string;
  publishAt: string;
  audience: string;
  link: string;
}

export interface Dashboard {
  /** Today's civil date in the school's zone, and that zone. */
  date: string;
  timeZone: string;
  programId: string | null;
  /** Whether the caller's own sessions come first (staff). */
  ownFirst: boolean;
  /** Every session and practice of today, in time order (the caller's own first for staff). */
  today: DashboardSession[];
  /** Past occurrences (the last `days` days) not cancelled and with no marks yet. */
  notTaken: { days: number; total: number; sessions: DashboardSession[] };
  followUps: {
    absences: { total: number; students: AbsenceFollowUp[] };
    /** Open support chats nobody is assigned to. */
    unassignedSupport: { total: number; link: string };
    /** Bug reports students filed that nobody has triaged yet. */
    newBugReports: { total: number; link: string };
  };
  figures: DashboardFigures;
  trend: { weeks: string[]; series: TrendSeries[] };
  nextPractice: UpcomingPractice | null;
  announcements: { total: number; items: UpcomingAnnouncement[] };
}

import type { VideoReleaseState } from "./video.schema";
import type { AttendanceStatus, RosterStudent } from "./attendance.schema";
import type { DateFormat, WeekStart } from "./settings.schema";

export type ProgramStatus = "draft" | "published" | "archived";

export interface Program {
  _id: string;
  name: string;
  description: string;
  level: string;
  ageRange: { min: number; max: number };
  startDate: string;
  endDate: string;
  weeks: number;
  capacity: number;
  groupIds: string[];
  status: ProgramStatus;
  color: string;
}

/** A row of GET /api/programs. */
export interface ProgramSummary extends Program {
  enrolledCount: number;
  sessionsPerWeek: number;
}

export interface ProgramWeek {
  week: number;
  start: string;
  end: string;
  /** The library's videos of the week (archived ones left out), with where each stands. */
  videos: {
    _id: string;
    title: string;
    url: string | null;
    releaseAt: string | null;
    releaseState: VideoReleaseState;
  }[];
}

/** GET /api/programs/:id: the program page. */
export interface ProgramDetail extends ProgramSummary {
  groups: { _id: string; name: string; color: string | null; studentCount: number }[];
  students: RosterStudent[];
  schedule: {
    _id: string;
    groupId: string;
    dayOfWeek: number;
    startTime: string;
    endTime: string;
    room: string;
    instructorId: string;
    startDate: string;
    endDate: string;
  }[];
  termWeeks: ProgramWeek[];
}

/** GET /api/programs/lookups: what the program, schedule and practice forms choose from. */
export interface Lookups {
  programs: {
    _id: string;
    name: string;
    color: string;
    status: ProgramStatus;
    startDate: string;
    endDate: string;
    groupIds: string[];
  }[];
  groups: { _id: string; name: string; color: string | null }[];
  /** Staff and admins; `disabled` marks an account that can no longer sign in (named, never offered). */
  instructors: { _id: string; name: string; disabled?: boolean }[];
  rooms: string[];
  /** The school's settings the forms and calendars follow. */
  timeZone: string;
  weekStartsOn: WeekStart;
  dateFormat: DateFormat;
  sessionMinutes: number;
  attendanceStatuses: AttendanceStatus[];
  practiceDefaults: { startTime: string; endTime: string; location: string };
}

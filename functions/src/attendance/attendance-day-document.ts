import type { AttendanceStatus, SessionType } from "../shared/attendance.schema";

/**
 * The day summary of attendance: `attendanceDays/{date}` holds one small entry per
 * occurrence of that day that has attendance, keyed by its attendance id, with how many students
 * got each mark. The dashboard reads 84 of these (one batched get) instead of every attendance
 * document of twelve weeks: whether an occurrence is taken, the 7- and 30-day rates and the weekly
 * trend per program all come from them.
 *
 * The save handler writes an occurrence's entry in the same transaction as its marks, so the two
 * never disagree; the seed, the bench and tests that write attendance directly write the entry
 * with the same builder (`attendanceDayWrite`). Pure: no reads, no writes.
 */
export interface MarkTally {
  present: number;
  late: number;
  absent: number;
  excused: number;
}

export interface AttendanceDayEntry extends MarkTally {
  sessionType: SessionType;
  sessionId: string;
  /** The weekly session's program when the marks were saved; null for a Friday practice. */
  programId: string | null;
  groupIds: string[];
  /**
   * How many students the register listed when it was saved: the dashboard's "marked of expected".
   * Kept here so the dashboard counts no rosters (a count per session made it slow at 5,000
   * students). Absent on entries written before it was kept.
   */
  roster?: number;
}

export function tallyMarks(records: Record<string, AttendanceStatus>): MarkTally {
  const tally: MarkTally = { present: 0, late: 0, absent: 0, excused: 0 };
  for (const status of Object.values(records)) if (status in tally) tally[status] += 1;
  return tally;
}

export const markedOf = (t: MarkTally) => t.present + t.late + t.absent + t.excused;
/** Present or late counts as attended (the same rule as a student's rate). */
export const attendedOf = (t: MarkTally) => t.present + t.late;

/**
 * What to merge into `attendanceDays/{date}` for one occurrence (`set(..., { merge: true })`): the
 * entry replaces the occurrence's previous one, other occurrences of the day are left alone.
 */
export function attendanceDayWrite(
  date: string,
  attendanceId: string,
  session: { sessionType: SessionType; sessionId: string; programId: string | null; groupIds: string[] },
  records: Record<string, AttendanceStatus>,
  /** The register's size; never fewer than the students marked. */
  roster: number,
) {
  const entry: AttendanceDayEntry = {
    sessionType: session.sessionType,
    sessionId: session.sessionId,
    programId: session.programId,
    groupIds: session.groupIds,
    ...tallyMarks(records),
    roster: Math.max(roster, Object.keys(records).length),
  };
  return { date, sessions: { [attendanceId]: entry } };
}

/** A stored day's entries (a day nobody took attendance on has none). */
export function dayEntries(data: Record<string, unknown> | undefined): Record<string, AttendanceDayEntry> {
  return ((data?.sessions ?? {}) as Record<string, AttendanceDayEntry>) ?? {};
}

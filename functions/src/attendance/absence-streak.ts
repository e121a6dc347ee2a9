import type { AttendanceStatus } from "../shared/attendance.schema";

/**
 * A student's run of absences (follow-ups): how many of their latest marked sessions in
 * a row were `absent`. Any other mark ends the run (an excused absence is one the school knows
 * about, so it needs no follow-up). Kept on the student record as `absenceStreak` (0 when none),
 * `absenceStreakSince` and `absenceStreakLast` (the first and the latest date of the run), so the
 * dashboard finds the students to follow up with one indexed query. Pure: the seed, the bench and
 * the save handler compute it the same way.
 */
export interface AbsenceStreak {
  absenceStreak: number;
  absenceStreakSince: string | null;
  absenceStreakLast: string | null;
}

/** How many latest marks are read to work a run out; a longer run shows as this many. */
export const STREAK_LOOKBACK = 10;

/** The run of absences at the head of `marks`, newest first. */
export function absenceStreakOf(marks: readonly { date: string; status: AttendanceStatus }[]): AbsenceStreak {
  let count = 0;
  while (count < marks.length && marks[count]!.status === "absent") count++;
  return {
    absenceStreak: count,
    absenceStreakSince: count > 0 ? marks[count - 1]!.date : null,
    absenceStreakLast: count > 0 ? marks[0]!.date : null,
  };
}

import { chunks } from "../lib/chunks";
import { logger } from "firebase-functions";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { schoolSettings } from "../lib/school-settings";
import { recordStudentChange } from "../students/student-counts.repository";
import type { AttendanceStatus } from "../shared/attendance.schema";
import { STREAK_LOOKBACK, absenceStreakOf } from "./absence-streak";
import { attendanceCol } from "./attendance.repository";

/** Students refreshed at a time: a save of a full roster should not open hundreds of transactions at once. */
const CONCURRENCY = 10;

/**
 * Works out again the run of absences of each student whose mark changed, from their latest marks
 * (index: attendance studentIds CONTAINS, date DESC), and keeps it on the student record. Each in a
 * transaction, so two saves touching one student at once cannot leave an older answer behind. Only
 * the three streak fields are written: the record's `updatedAt` is about what a person edited.
 */
export async function refreshAbsenceStreaks(studentIds: readonly string[]): Promise<void> {
  const ids = [...new Set(studentIds)];
  if (ids.length === 0) return;
  // Only a leaver's count needs the zone; without it their refresh is logged, the others go on.
  const timeZone = await schoolSettings().then(
    (s) => s.school.timeZone,
    (err: unknown) => {
      logger.error("Could not read the school's time zone for the student counts", { err });
      return null;
    },
  );
  for (const run of chunks(ids, CONCURRENCY)) {
    await Promise.all(run.map((id) => refreshOne(id, timeZone)));
  }
}

async function refreshOne(studentId: string, timeZone: string | null) {
  try {
    await db().runTransaction(async (tx) => {
      const ref = collections.students.ref(studentId);
      const [student, latest] = await Promise.all([
        tx.get(ref),
        tx.get(
          attendanceCol()
            .where("studentIds", "array-contains", studentId)
            .orderBy("date", "desc")
            .limit(STREAK_LOOKBACK),
        ),
      ]);
      if (!student.exists) return;
      const marks = latest.docs
        .map((d) => ({
          date: String(d.get("date")),
          status: (d.get("records") ?? {})[studentId] as AttendanceStatus | undefined,
        }))
        .filter((m): m is { date: string; status: AttendanceStatus } => Boolean(m.status));
      const streak = absenceStreakOf(marks);
      if (
        (student.get("absenceStreak") ?? 0) === streak.absenceStreak &&
        (student.get("absenceStreakSince") ?? null) === streak.absenceStreakSince &&
        (student.get("absenceStreakLast") ?? null) === streak.absenceStreakLast
      )
        return;
      tx.update(ref, { ...streak });
      // The dashboard's count of follow-ups moves with the run (student-counts.ts).
      recordStudentChange(tx, student.data(), { ...student.data(), ...streak }, timeZone);
    });
  } catch (err) {
    // The marks are saved already; a follow-up list a save behind is better than a failed save.
    logger.error("Could not refresh a student's absence streak", { studentId, err });
  }
}

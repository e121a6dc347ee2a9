import { Timestamp, type DocumentData, type DocumentSnapshot, type Query } from "firebase-admin/firestore";
import { dayEntries, type AttendanceDayEntry } from "../attendance/attendance-day-document";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { ABSENCE_STREAK_MIN, FOLLOW_UP_LIST_MAX } from "../shared/dashboard.schema";
import { figuresFromCounts, followUpsFromCounts } from "../students/student-counts";

/**
 * Every Firestore read of the dashboard. Figures are aggregation queries (count()), so
 * they are exact at any size; lists are small indexed reads with a limit and a count beside them.
 * The composite indexes are in firestore.indexes.json under the same field names.
 */

/** Students, of one program when asked (students.programIds holds the programs they are in). */
function studentsOf(programId: string | undefined): Query {
  const col = collections.students.col();
  return programId ? col.where("programIds", "array-contains", programId) : col;
}

const count = async (q: Query) => (await q.count().get()).data().count;

/** Every status but the waitlist: a student in one of these has taken their place. */
const ENROLLED_STATUSES = ["active", "inactive", "archived"];

/** Instants bounding a month: [start, end). */
export interface MonthRange {
  /** Its civil name, `yyyy-mm`, in the school's zone. */
  month: string;
  /** Enrolment dates are civil dates kept at noon UTC (student-document.ts), so UTC midnights bound them. */
  enrolledFrom: Timestamp;
  enrolledTo: Timestamp;
  /** Archiving is an instant: the month's bounds in the school's zone. */
  from: Timestamp;
  to: Timestamp;
}

/**
 * The student figures of the month: from the stored counts (one small read) when they are
 * complete and cut in the school's zone, else counted (countedStudentFigures), so a figure is
 * never wrong for want of the counts.
 */
export async function studentFigures(
  programId: string | undefined,
  month: MonthRange,
  counts: Promise<DocumentData | null>,
) {
  const stored = await counts;
  if (stored) return figuresFromCounts(stored, programId, month.month);
  return countedStudentFigures(programId, month);
}

/**
 * The same figures by five count() queries: what the stored counts encode (student-counts.ts).
 * Index: students (programIds CONTAINS,) status, enrolledAt / statusBeforeArchive, archivedAt.
 */
export async function countedStudentFigures(programId: string | undefined, month: MonthRange) {
  const students = () => studentsOf(programId);
  const enrolledInMonth = (q: Query) =>
    q.where("enrolledAt", ">=", month.enrolledFrom).where("enrolledAt", "<", month.enrolledTo);
  const [active, waitlist, joined, left, newEnrolments] = await Promise.all([
    count(students().where("status", "==", "active")),
    count(students().where("status", "==", "waitlist")),
    count(enrolledInMonth(students().where("status", "==", "active"))),
    count(
      students()
        .where("status", "==", "archived")
        .where("statusBeforeArchive", "==", "active")
        .where("archivedAt", ">=", month.from)
        .where("archivedAt", "<", month.to),
    ),
    // Enrolled this month and off the waitlist, whatever happened since (archived included).
    count(enrolledInMonth(students().where("status", "in", ENROLLED_STATUSES))),
  ]);
  return { active, waitlist, joined, left, newEnrolments };
}

/**
 * Students whose latest marks are a run of absences (index: students (programIds CONTAINS,)
 * status, absenceStreak DESC), longest runs first, and how many there are in all: the total from
 * the stored counts when they can be read, else a count() of the same query.
 */
export async function absenceFollowUps(programId: string | undefined, counts: Promise<DocumentData | null>) {
  const q = studentsOf(programId)
    .where("status", "==", "active")
    .where("absenceStreak", ">=", ABSENCE_STREAK_MIN);
  const total = async () => {
    const stored = await counts;
    return stored ? followUpsFromCounts(stored, programId) : count(q);
  };
  const [n, page] = await Promise.all([
    total(),
    q.orderBy("absenceStreak", "desc").limit(FOLLOW_UP_LIST_MAX).get(),
  ]);
  return { total: n, docs: page.docs };
}

/** The day summaries of a range of civil dates, by date (one batched get; missing days are empty). */
export async function attendanceDays(
  dates: string[],
): Promise<Map<string, Record<string, AttendanceDayEntry>>> {
  const snaps = dates.length ? await db().getAll(...dates.map((d) => collections.attendanceDays.ref(d))) : [];
  return new Map(snaps.map((s) => [s.id, dayEntries(s.data())]));
}

/**
 * Weekly sessions whose term reaches `from` or later (index: schedules (programId,) endDate): the
 * timetable the days from `from` on are built from. Archived ones are left out.
 */
export async function schedulesEndingFrom(from: string, programId: string | undefined) {
  let q: Query = collections.schedules.col();
  if (programId) q = q.where("programId", "==", programId);
  const snap = await q.where("endDate", ">=", from).limit(2000).get();
  return snap.docs.filter((d) => !d.get("archivedAt"));
}

/** Friday practices between two dates (one a week, so a two-week range holds at most a handful). */
export async function practicesBetween(from: string, to: string) {
  return (await collections.practices.col().where("date", ">=", from).where("date", "<=", to).limit(50).get())
    .docs;
}

/** The next practice on or after a date that is not cancelled. */
export async function nextPracticeFrom(date: string): Promise<DocumentSnapshot | null> {
  const snap = await collections.practices.col().where("date", ">=", date).orderBy("date").limit(5).get();
  return snap.docs.find((d) => d.get("status") !== "cancelled") ?? null;
}

/** Groups the caller teaches (groups.instructorIds). */
export async function groupsTaughtBy(uid: string): Promise<Set<string>> {
  const snap = await collections.groups.col().where("instructorIds", "array-contains", uid).limit(200).get();
  return new Set(snap.docs.map((d) => d.id));
}

/** Announcements scheduled in (now, until] (index: announcements archived, publishAt). */
export async function scheduledAnnouncements(now: Date, until: Date, limit: number) {
  const q = collections.announcements
    .col()
    .where("archived", "==", false)
    .where("publishAt", ">", Timestamp.fromDate(now))
    .where("publishAt", "<=", Timestamp.fromDate(until));
  const [total, page] = await Promise.all([count(q), q.orderBy("publishAt").limit(limit).get()]);
  return { total, docs: page.docs };
}

/** Open support chats nobody has taken (the same query as the support inbox's badge). */
export async function unassignedSupportChats() {
  return count(
    collections.chats
      .col()
      .where("type", "==", "support")
      .where("status", "==", "open")
      .where("assignee", "==", null),
  );
}

/** Bug reports nobody has triaged yet (the same count as the side menu's badge). */
export async function newBugReports() {
  return count(collections.bugReports.col().where("status", "==", "new"));
}

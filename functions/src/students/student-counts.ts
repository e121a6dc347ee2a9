import { FieldValue, type DocumentData } from "firebase-admin/firestore";
import { ABSENCE_STREAK_MIN } from "../shared/dashboard.schema";
import { todayIn } from "../shared/school-calendar";
import { STUDENT_STATUSES, type StudentStatus } from "../shared/student";

/**
 * The stored student counts the dashboard reads: one document, `stats/students`, kept
 * exact by every write of a student, in the same transaction or batch as the write
 * (student-counts.repository.ts), and rebuilt from the register by the recount. Firebase's
 * advice for a count read far more often than it changes; the emulator scans all 5,000 students
 * for each count() query, and the dashboard asked five.
 *
 * Pure: what a student adds to the counts, the difference a write makes, and the figures read
 * back. The counts encode exactly what dashboard.repository.ts's count() queries (the fallback)
 * ask, so either way gives the same figures:
 * - per status: `status == s`;
 * - `joined[m]`: active, enrolment instant in UTC month m (enrolment dates are civil dates kept
 *   at noon UTC, so the UTC month is the date's month; a default enrolment is the instant);
 * - `enrolled[m]`: not waitlisted (active, inactive or archived), enrolled in UTC month m;
 * - `left[m]`: archived while active, archived in month m of the school's zone (an instant);
 * - `followUps`: active with a run of at least ABSENCE_STREAK_MIN absences (absenceStreak, kept
 *   by attendance/refresh-absence-streaks.ts, which records its change here too).
 * Each once for the whole school (`all`) and once per program in `programIds`.
 */

/** The document's id in `stats`. */
export const STUDENT_COUNTS_ID = "students";

/**
 * The layout of the document. A document of another layout, one the recount never completed, or
 * one whose months were cut in another time zone is not read: the dashboard counts instead.
 */
export const STUDENT_COUNTS_LAYOUT = 2;

/** The fields of a student the counts depend on (the recount reads only these). */
export const COUNTED_FIELDS = [
  "status",
  "programIds",
  "enrolledAt",
  "archivedAt",
  "statusBeforeArchive",
  "absenceStreak",
] as const;

/** A stored student (or what a write stores), as far as the counts are concerned. */
export type CountedStudent = Partial<Record<(typeof COUNTED_FIELDS)[number], unknown>>;

/** Numbers by path; a path is its segments joined by "/" (no document id holds a "/"). */
export type CountChange = Map<string, number>;

/** A nested tree of counts, the shape stored under `all` and `programs.<id>`. */
export interface CountTree {
  [key: string]: number | CountTree;
}

/** Stored instants are Timestamps; builders may hold Dates. A sentinel (serverTimestamp) is none. */
function instantOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === "function")
    return (value as { toDate: () => Date }).toDate();
  return null;
}

/** The counter paths one student adds 1 to. `timeZone` is needed only for an archived leaver. */
export function countedPaths(s: CountedStudent | null | undefined, timeZone: string | null): string[] {
  const status = s?.status;
  if (!s || typeof status !== "string" || !STUDENT_STATUSES.includes(status as StudentStatus)) return [];
  const keys = [status];
  const enrolled = instantOf(s.enrolledAt);
  if (enrolled) {
    const month = enrolled.toISOString().slice(0, 7);
    if (status === "active") keys.push(`joined/${month}`);
    if (status !== "waitlist") keys.push(`enrolled/${month}`);
  }
  if (status === "active" && typeof s.absenceStreak === "number" && s.absenceStreak >= ABSENCE_STREAK_MIN)
    keys.push("followUps");
  const archived = instantOf(s.archivedAt);
  if (status === "archived" && s.statusBeforeArchive === "active" && archived) {
    if (!timeZone) throw new Error("The school's time zone is needed to count a student who left.");
    keys.push(`left/${todayIn(timeZone, archived).slice(0, 7)}`);
  }
  const programs = Array.isArray(s.programIds)
    ? [...new Set(s.programIds.filter((p): p is string => typeof p === "string" && p.length > 0))]
    : [];
  return ["all", ...programs.map((p) => `programs/${p}`)].flatMap((scope) =>
    keys.map((k) => `${scope}/${k}`),
  );
}

/** What the writes of `changes` (each the stored record before and after; null = none) add up to. */
export function studentCountsChange(
  changes: readonly (readonly [CountedStudent | null | undefined, CountedStudent | null | undefined])[],
  timeZone: string | null,
): CountChange {
  const out: CountChange = new Map();
  const add = (paths: string[], n: number) => {
    for (const p of paths) out.set(p, (out.get(p) ?? 0) + n);
  };
  for (const [before, after] of changes) {
    add(countedPaths(before, timeZone), -1);
    add(countedPaths(after, timeZone), 1);
  }
  for (const [p, n] of out) if (n === 0) out.delete(p);
  return out;
}

function treeOf<T>(entries: Iterable<[string, T]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of entries) {
    const segments = path.split("/");
    let node = root;
    for (const seg of segments.slice(0, -1)) node = (node[seg] ??= {}) as Record<string, unknown>;
    node[segments.at(-1)!] = value;
  }
  return root;
}

/**
 * The merge-write that applies a change: nested increments, and `seq` moved on so a recount
 * running meanwhile knows its reading is stale. Null when the write changes no count.
 */
export function countsUpdate(change: CountChange): DocumentData | null {
  if (change.size === 0) return null;
  return {
    ...treeOf([...change].map(([p, n]) => [p, FieldValue.increment(n)] as [string, FieldValue])),
    seq: FieldValue.increment(1),
  };
}

/** The counts of a whole register (the recount): `all` and `programs`, zeros left out. */
export function countsOf(students: Iterable<CountedStudent>, timeZone: string) {
  const totals: CountChange = new Map();
  for (const s of students)
    for (const p of countedPaths(s, timeZone)) totals.set(p, (totals.get(p) ?? 0) + 1);
  const tree = treeOf(totals) as { all?: CountTree; programs?: Record<string, CountTree> };
  return { all: tree.all ?? {}, programs: tree.programs ?? {} };
}

/** True when the stored document is complete and cut in the school's zone, so it can be read. */
export function usableCounts(data: DocumentData | undefined, timeZone: string): data is DocumentData {
  return Boolean(
    data && data.layout === STUDENT_COUNTS_LAYOUT && data.rebuiltAt && data.timeZone === timeZone,
  );
}

const scopeOf = (data: DocumentData, programId: string | undefined) =>
  ((programId ? (data.programs as Record<string, CountTree> | undefined)?.[programId] : data.all) ??
    {}) as CountTree;
const num = (v: unknown) => (typeof v === "number" ? v : 0);

/** How many active students have a run of absences to follow up, in the school or one program. */
export const followUpsFromCounts = (data: DocumentData, programId: string | undefined) =>
  num(scopeOf(data, programId).followUps);

/** The dashboard's student figures of a month (`yyyy-mm`), for the school or one program. */
export function figuresFromCounts(data: DocumentData, programId: string | undefined, month: string) {
  const scope = scopeOf(data, programId);
  const ofMonth = (key: string) => num((scope[key] as CountTree | undefined)?.[month]);
  return {
    active: num(scope.active),
    waitlist: num(scope.waitlist),
    joined: ofMonth("joined"),
    left: ofMonth("left"),
    newEnrolments: ofMonth("enrolled"),
  };
}

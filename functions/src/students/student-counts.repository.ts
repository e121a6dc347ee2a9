import { FieldValue, type DocumentData, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { schoolSettings } from "../lib/school-settings";
import {
  COUNTED_FIELDS,
  STUDENT_COUNTS_ID,
  STUDENT_COUNTS_LAYOUT,
  countsOf,
  countsUpdate,
  studentCountsChange,
  usableCounts,
  type CountedStudent,
} from "./student-counts";

/**
 * Reads and writes of the stored student counts (student-counts.ts). Every write of a student
 * records its change here in the same transaction or batch, so the counts and the register commit
 * together or not at all.
 */
const countsRef = () => collections.stats.ref(STUDENT_COUNTS_ID);

/**
 * Adds what the writes change to the counts, in the caller's transaction or batch. A blind merge
 * of increments: nothing is read, so student writes never wait for one another here, and
 * concurrent increments add up. Where the document does not exist yet this makes one without
 * `rebuiltAt`, which is not read until a recount completes it.
 */
export function recordStudentChanges(
  writer: Transaction | WriteBatch,
  changes: readonly (readonly [CountedStudent | null | undefined, CountedStudent | null | undefined])[],
  timeZone: string | null,
): void {
  const update = countsUpdate(studentCountsChange(changes, timeZone));
  if (!update) return;
  if ("getAll" in writer) (writer as Transaction).set(countsRef(), update, { merge: true });
  else (writer as WriteBatch).set(countsRef(), update, { merge: true });
}

/** One write's change: the record before (null when new) and after (null when deleted). */
export function recordStudentChange(
  writer: Transaction | WriteBatch,
  before: CountedStudent | null | undefined,
  after: CountedStudent | null | undefined,
  timeZone: string | null,
): void {
  recordStudentChanges(writer, [[before, after]], timeZone);
}

/** The stored counts when they can be read for the school's zone, else null (count instead). */
export async function storedStudentCounts(timeZone: string): Promise<DocumentData | null> {
  const data = (await countsRef().get()).data();
  return usableCounts(data, timeZone) ? data : null;
}

/** A recount gives up after this many readings that a student write overtook. */
const RECOUNT_ATTEMPTS = 5;

/**
 * Rebuilds the counts from the register: the repair path for drift (a student written around
 * the API), run by the seed, after the school's zone changes and nightly. One read of the counted
 * fields of every student, folded through the same `countedPaths` the writes use.
 *
 * Exact while students are written meanwhile: every counting write moves `seq`, and the result
 * is written in a transaction that first checks `seq` is still what it was before the reading.
 * A write that lands after that check waits for the transaction (it writes the document the
 * transaction read) and then adds its change on top, which the reading did not include.
 */
export async function recountStudents(timeZone?: string): Promise<{ students: number; attempts: number }> {
  const zone = timeZone ?? (await schoolSettings()).school.timeZone;
  for (let attempt = 1; attempt <= RECOUNT_ATTEMPTS; attempt++) {
    const seen = await countsRef().get();
    const seq: unknown = seen.get("seq") ?? 0;
    const register = await collections.students
      .col()
      .select(...COUNTED_FIELDS)
      .get();
    const counts = countsOf(
      register.docs.map((d) => d.data()),
      zone,
    );
    const written = await db().runTransaction(async (tx) => {
      const current = await tx.get(countsRef());
      if (current.exists !== seen.exists || (current.get("seq") ?? 0) !== seq) return false;
      tx.set(countsRef(), {
        ...counts,
        layout: STUDENT_COUNTS_LAYOUT,
        timeZone: zone,
        seq,
        rebuiltAt: FieldValue.serverTimestamp(),
      });
      return true;
    });
    if (written) return { students: register.size, attempts: attempt };
    logger.info("Student counts: a write overtook the recount; reading again", { attempt });
  }
  throw new Error(`The student counts were rewritten during each of ${RECOUNT_ATTEMPTS} recounts.`);
}

import { randomUUID } from "node:crypto";
import { Timestamp, type DocumentData, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { COLLECTIONS } from "../../functions/src/lib/collections";
import { settingsFromDocument } from "../../functions/src/lib/settings-document";
import type { StudentStatus } from "../../functions/src/shared/student";
import type { StudentFields } from "../../functions/src/shared/student.schema";
import {
  STUDENT_COUNTS_ID,
  countsUpdate,
  studentCountsChange,
  type CountedStudent,
} from "../../functions/src/students/student-counts";
import { studentDocument } from "../../functions/src/students/student-document";
import { studentInput } from "../../functions/src/students/student-input";
import { admin } from "./env";

/** A unique, letters-only marker for a test's students (search prefixes are letters). */
export function uniqueMarker(prefix = "t") {
  return `${prefix}${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}${Date.now().toString(36).replace(/\d/g, "")}`;
}

export interface TestStudent extends Partial<Omit<StudentFields, "status" | "enrolledAt">> {
  /** Any status, "archived" included (stored as archiving leaves it). */
  status?: StudentStatus;
  enrolledAt?: Date;
  authUid?: string | null;
}

/** The dashboard's stored student counts (student-counts.ts). */
export const studentCountsDoc = (db: Firestore) => db.doc(`${COLLECTIONS.stats}/${STUDENT_COUNTS_ID}`);

async function schoolTimeZone(db: Firestore) {
  return settingsFromDocument((await db.doc(`${COLLECTIONS.settings}/general`).get()).data() ?? {}).school
    .timeZone;
}

/**
 * Adds what the writes change to the stored student counts, in the same batch or transaction, as
 * the API's writes do: the students tests write straight are counted like the API's.
 */
function recordCounts(
  db: Firestore,
  writer: {
    set: (ref: FirebaseFirestore.DocumentReference, data: DocumentData, options: { merge: true }) => unknown;
  },
  changes: [CountedStudent | undefined, CountedStudent | undefined][],
  timeZone: string,
) {
  const update = countsUpdate(studentCountsChange(changes, timeZone));
  if (update) writer.set(studentCountsDoc(db), update, { merge: true });
}

/**
 * The document the API would store for this student (studentDocument, the one builder the
 * handlers and the seed use), so a test's students list, search and sort like real ones. Its
 * instants are the test's clock (not the server's), so the counts file it under the right month.
 */
export function testStudentDocument(id: string, student: TestStudent = {}, enrolledAt = new Date()) {
  const { status = "active", enrolledAt: enrolled, authUid = null, ...fields } = student;
  const working = status === "archived" ? "active" : status;
  return studentDocument({
    id,
    input: studentInput({ ...fields, status: working }),
    enrolledAt: enrolled ?? enrolledAt,
    status,
    authUid,
    actorUid: "test",
    at: Timestamp.now(),
  });
}

/** Writes one student straight to Firestore, stored (and counted) as the API stores it. */
export async function writeStudent(id: string, student: TestStudent = {}) {
  const { db } = admin();
  const timeZone = await schoolTimeZone(db);
  const ref = db.doc(`students/${id}`);
  const doc = testStudentDocument(id, student);
  await db.runTransaction(async (tx) => {
    const before = await tx.get(ref);
    tx.set(ref, doc);
    recordCounts(db, tx, [[before.data(), doc]], timeZone);
  });
}

export interface SeedStudent {
  firstName: string;
  lastName: string;
  email?: string | null;
  groupIds?: string[];
  programIds?: string[];
  status?: StudentStatus;
  enrolledAt?: Date;
  dateOfBirth?: string;
}

/**
 * Runs `write` for each item in batches of 499 (Firestore's batch limit, less the student counts'
 * write), committed side by side: on the emulator this is several times faster than a
 * BulkWriter, which ramps its rate up slowly. `done` adds a batch's last write.
 */
async function inBatches<T>(
  items: T[],
  write: (batch: WriteBatch, item: T) => void,
  done?: (batch: WriteBatch, items: T[]) => void,
) {
  const { db } = admin();
  const batches: [WriteBatch, T[]][] = [];
  items.forEach((item, i) => {
    if (i % 499 === 0) batches.push([db.batch(), []]);
    const [batch, of] = batches.at(-1)!;
    write(batch, item);
    of.push(item);
  });
  await Promise.all(
    batches.map(([b, of]) => {
      done?.(b, of);
      return b.commit();
    }),
  );
}

/** Writes students straight to Firestore (fast arrange for paging tests); returns their ids. */
export async function seedStudents(list: SeedStudent[], idPrefix: string): Promise<string[]> {
  const { db } = admin();
  const timeZone = await schoolTimeZone(db);
  const ids = list.map((_, i) => `${idPrefix}-${String(i).padStart(4, "0")}`);
  // New ids: nothing is stored under them before.
  await inBatches(
    list.map((s, i) => {
      const enrolledAt = s.enrolledAt ?? new Date(Date.UTC(2025, 0, 1 + i));
      return [ids[i]!, testStudentDocument(ids[i]!, { ...s, enrolledAt })] as const;
    }),
    (batch, [id, doc]) => batch.set(db.doc(`students/${id}`), doc),
    (batch, docs) =>
      recordCounts(
        db,
        batch,
        docs.map(([, doc]) => [undefined, doc]),
        timeZone,
      ),
  );
  return ids;
}

/** Removes test students (and their accounts) so the shared emulator does not grow run by run. */
export async function removeStudents(ids: string[]) {
  const { db, auth } = admin();
  const timeZone = await schoolTimeZone(db);
  const snaps = ids.length ? await db.getAll(...ids.map((id) => db.doc(`students/${id}`))) : [];
  const uids = snaps.map((s) => s.get("authUid") as string | null).filter((u): u is string => Boolean(u));
  await inBatches(
    [
      ...snaps.map((s) => ({ path: `students/${s.id}`, stored: s.data() })),
      ...uids.flatMap((uid) =>
        [`users/${uid}`, `userProfiles/${uid}`].map((path) => ({ path, stored: undefined })),
      ),
    ],
    (batch, { path }) => batch.delete(db.doc(path)),
    (batch, items) =>
      recordCounts(
        db,
        batch,
        items.map(({ stored }) => [stored, undefined]),
        timeZone,
      ),
  );
  if (uids.length) await auth.deleteUsers(uids);
}

import { randomUUID } from "node:crypto";
import { FieldValue, type WriteBatch } from "firebase-admin/firestore";
import type { StudentStatus } from "../../functions/src/shared/student";
import type { StudentFields } from "../../functions/src/shared/student.schema";
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

/**
 * The document the API would store for this student (studentDocument, the one builder the
 * handlers and the seed use), so a test's students list, search and sort like real ones.
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
    at: FieldValue.serverTimestamp(),
  });
}

/** Writes one student straight to Firestore, stored as the API stores it. */
export async function writeStudent(id: string, student: TestStudent = {}) {
  await admin().db.doc(`students/${id}`).set(testStudentDocument(id, student));
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
 * Runs `write` for each item in batches of 500 (Firestore's batch limit), committed side by side:
 * on the emulator this is several times faster than a BulkWriter, which ramps its rate up slowly.
 */
async function inBatches<T>(items: T[], write: (batch: WriteBatch, item: T) => void) {
  const { db } = admin();
  const batches: WriteBatch[] = [];
  items.forEach((item, i) => {
    if (i % 500 === 0) batches.push(db.batch());
    write(batches.at(-1)!, item);
  });
  await Promise.all(batches.map((b) => b.commit()));
}

/** Writes students straight to Firestore (fast arrange for paging tests); returns their ids. */
export async function seedStudents(list: SeedStudent[], idPrefix: string): Promise<string[]> {
  const { db } = admin();
  const ids = list.map((_, i) => `${idPrefix}-${String(i).padStart(4, "0")}`);
  await inBatches(
    list.map((s, i) => [ids[i]!, s, i] as const),
    (batch, [id, s, i]) => {
      const enrolledAt = s.enrolledAt ?? new Date(Date.UTC(2025, 0, 1 + i));
      batch.set(db.doc(`students/${id}`), testStudentDocument(id, { ...s, enrolledAt }));
    },
  );
  return ids;
}

/** Removes test students (and their accounts) so the shared emulator does not grow run by run. */
export async function removeStudents(ids: string[]) {
  const { db, auth } = admin();
  const snaps = ids.length ? await db.getAll(...ids.map((id) => db.doc(`students/${id}`))) : [];
  const uids = snaps.map((s) => s.get("authUid") as string | null).filter((u): u is string => Boolean(u));
  await inBatches(
    [...ids.map((id) => `students/${id}`), ...uids.flatMap((uid) => [`users/${uid}`, `userProfiles/${uid}`])],
    (batch, path) => batch.delete(db.doc(path)),
  );
  if (uids.length) await auth.deleteUsers(uids);
}

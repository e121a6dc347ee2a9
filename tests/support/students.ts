import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
// @ts-expect-error The seed is plain JavaScript without types; this helper mirrors the API's stored fields.
import { studentSearchFields } from "../../scripts/seed/data.mjs";
import { admin } from "./env";

/** A unique, letters-only marker for a test's students (search prefixes are letters). */
export function uniqueMarker(prefix = "t") {
  return `${prefix}${randomUUID().replace(/[^a-f]/g, "").slice(0, 8)}${Date.now().toString(36).replace(/\d/g, "")}`;
}

export interface SeedStudent {
  firstName: string;
  lastName: string;
  email?: string | null;
  groupIds?: string[];
  programIds?: string[];
  status?: "active" | "waitlist" | "inactive" | "archived";
  enrolledAt?: Date;
  dateOfBirth?: string;
}

/** Writes students straight to Firestore (fast arrange for paging tests); returns their ids. */
export async function seedStudents(list: SeedStudent[], idPrefix: string): Promise<string[]> {
  const { db } = admin();
  const writer = db.bulkWriter();
  const ids: string[] = [];
  list.forEach((s, i) => {
    const id = `${idPrefix}-${String(i).padStart(4, "0")}`;
    ids.push(id);
    const email = s.email ?? null;
    const status = s.status ?? "active";
    const enrolledAt = s.enrolledAt ?? new Date(Date.UTC(2025, 0, 1 + i));
    void writer.set(db.doc(`students/${id}`), {
      firstName: s.firstName, lastName: s.lastName, dateOfBirth: s.dateOfBirth ?? "2000-01-01", email, phone: null,
      guardian: null, emergencyContact: null, medicalNotes: "", photoConsent: false,
      groupIds: s.groupIds ?? [], programIds: s.programIds ?? [], status,
      enrolledAt: Timestamp.fromDate(enrolledAt), notes: "", authUid: null,
      statusBeforeArchive: null, archivedAt: null,
      ...studentSearchFields(id, { firstName: s.firstName, lastName: s.lastName, email, enrolledAt, status }),
      createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: "test", updatedBy: "test",
    });
  });
  await writer.close();
  return ids;
}

/** Removes test students (and their accounts) so the shared emulator does not grow run by run. */
export async function removeStudents(ids: string[]) {
  const { db, auth } = admin();
  const writer = db.bulkWriter();
  const snaps = ids.length ? await db.getAll(...ids.map((id) => db.doc(`students/${id}`))) : [];
  const uids = snaps.map((s) => s.get("authUid") as string | null).filter((u): u is string => Boolean(u));
  for (const id of ids) void writer.delete(db.doc(`students/${id}`));
  for (const uid of uids) void writer.delete(db.doc(`users/${uid}`));
  await writer.close();
  if (uids.length) await auth.deleteUsers(uids);
}

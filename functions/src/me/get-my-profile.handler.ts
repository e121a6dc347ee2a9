import type { DocumentSnapshot } from "firebase-admin/firestore";
import { collections, existingDocs } from "../lib/collections";
import type { StudentScope } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { MyProfile, NamedRef } from "../shared/me.schema";

const named = (docs: Map<string, DocumentSnapshot>): NamedRef[] =>
  [...docs.values()]
    .filter((d) => d.get("status") !== "archived")
    .map((d) => ({ id: d.id, name: String(d.get("name") ?? d.id) }))
    .sort((a, b) => a.name.localeCompare(b.name));

/**
 * A student's record as the app shows it, with their groups and programs named: the `student` of
 * `GET /api/me` (the student's own, or the child a guardian chose). Staff-only fields stay out.
 */
export async function myStudentOf(scope: StudentScope): Promise<MyProfile> {
  const [snap, groups, programs] = await Promise.all([
    collections.students.ref(scope.id).get(),
    existingDocs("groups", scope.groupIds),
    existingDocs("programs", scope.programIds),
  ]);
  if (!snap.exists) throw notFound("Your student record no longer exists.");
  const s = collections.students.read(snap);
  return {
    studentId: snap.id,
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email,
    phone: s.phone,
    guardian: s.guardian,
    status: s.status,
    enrolledAt: s.enrolledAt,
    groups: named(groups),
    programs: named(programs),
  };
}

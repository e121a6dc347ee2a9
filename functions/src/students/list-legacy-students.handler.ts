import { collections } from "../lib/collections";
import type { HandlerContext } from "../lib/handler-context";
import type { Student } from "../shared/student";
import { NOT_ARCHIVED } from "./students.repository";

/**
 * The non-archived register in name order, bounded so that a large school cannot make it read
 * without limit.
 */
export const LEGACY_STUDENT_LIMIT = 1000;

/** `GET /api/student`, kept from the replaced console. */
export async function listLegacyStudents(_args: {
  ctx: HandlerContext;
  input: Record<string, never>;
}): Promise<Student[]> {
  const snap = await collections.students
    .col()
    .where("status", "in", NOT_ARCHIVED)
    .orderBy("lastNameLower")
    .limit(LEGACY_STUDENT_LIMIT)
    .get();
  return snap.docs.map((d) => collections.students.read(d));
}

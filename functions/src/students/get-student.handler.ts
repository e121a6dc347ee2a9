import { notFound } from "../api/http-error";
import type { Student } from "../shared/student";
import { studentRef, toStudent } from "./students.repository";

/** GET /api/students/:id */
export async function getStudent({ id }: { id: string }): Promise<Student> {
  const snap = await studentRef(id).get();
  if (!snap.exists) throw notFound("No such student.");
  return toStudent(snap);
}

import { collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { Student } from "../shared/student";

/** GET /api/students/:id */
export async function getStudent({ input }: HandlerArgs<{ id: string }>): Promise<Student> {
  const snap = await collections.students.ref(input.id).get();
  if (!snap.exists) throw notFound("No such student.");
  return collections.students.read(snap);
}

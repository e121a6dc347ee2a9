import { collections, existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Student } from "../shared/student";

/** GET /api/students/:id */
export async function getStudent({ input }: HandlerArgs<{ id: string }>): Promise<Student> {
  const snap = await existingDoc(collections.students.ref(input.id), "No such student.");
  return collections.students.read(snap);
}

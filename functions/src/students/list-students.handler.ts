import { collections } from "../lib/collections";
import { cursorScope, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { Student } from "../shared/student";
import type { ListStudentsQuery } from "../shared/student.schema";
import { listStudentPage } from "./students.repository";

/** GET /api/students: one cursor page of the register. */
export async function listStudents({
  ctx,
  input,
}: HandlerArgs<ListStudentsQuery>): Promise<ListPage<Student>> {
  const page = await listStudentPage(input, cursorScope("students", ctx.actor.sub, input));
  return { data: page.docs.map((d) => collections.students.read(d)), nextCursor: page.nextCursor };
}

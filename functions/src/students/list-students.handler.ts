import type { Student } from "../shared/student";
import type { ListStudentsQuery } from "../shared/student.schema";
import { listStudentPage, toStudent } from "./students.repository";

/** GET /api/students: one cursor page of the register. */
export async function listStudents({ input }: { input: ListStudentsQuery }): Promise<{ data: Student[]; nextCursor: string | null }> {
  const page = await listStudentPage(input);
  return { data: page.docs.map(toStudent), nextCursor: page.nextCursor };
}

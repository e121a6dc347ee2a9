import type { HandlerArgs } from "../lib/handler-context";
import type { StudentGuardian } from "../shared/guardian.schema";
import { openLinksWhere } from "./guardians.repository";
import { currentStudent, studentGuardianOf } from "./student-guardians";

/** GET /api/students/:id/guardians: invited and active guardians, by name. */
export async function listStudentGuardians({
  input,
}: HandlerArgs<{ id: string }>): Promise<StudentGuardian[]> {
  await currentStudent(input.id);
  const links = await openLinksWhere("studentId", input.id);
  const guardians = await Promise.all(links.map(studentGuardianOf));
  return guardians.sort((a, b) => a.displayName.localeCompare(b.displayName));
}

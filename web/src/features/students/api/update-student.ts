import type { Student } from "@shared/student";
import type { UpdateStudentFields } from "@shared/student.schema";
import { apiData } from "@/lib/api-client";
import { getStudentQueryOptions } from "./get-student";
import { studentKeys } from "./list-students";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** PATCH /api/students/:id */
export function updateStudent({ id, patch }: { id: string; patch: UpdateStudentFields }) {
  return apiData<Student>(`/students/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: patch,
  });
}

export function useUpdateStudent() {
  return useRefreshingMutation(updateStudent, {
    record: (student) => getStudentQueryOptions(student._id).queryKey,
    stale: () => [studentKeys.lists()],
  });
}

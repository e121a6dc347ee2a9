import { studentRoutes } from "@shared/student.routes";
import type { UpdateStudentFields } from "@shared/student.schema";
import { apiCall } from "@/lib/api-call";
import { getStudentQueryOptions } from "./get-student";
import { studentKeys } from "./list-students";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** PATCH /api/students/:id */
export function updateStudent({ id, patch }: { id: string; patch: UpdateStudentFields }) {
  return apiCall(studentRoutes.update, { params: { id }, body: patch });
}

export function useUpdateStudent() {
  return useRefreshingMutation(updateStudent, {
    record: (student) => getStudentQueryOptions(student._id).queryKey,
    stale: () => [studentKeys.lists()],
  });
}

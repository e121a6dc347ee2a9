import { studentRoutes } from "@shared/student.routes";
import type { StudentFields } from "@shared/student.schema";
import { apiCall } from "@/lib/api-call";
import { studentKeys } from "./list-students";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** POST /api/students */
export function createStudent(input: StudentFields) {
  return apiCall(studentRoutes.create, { body: input });
}

export function useCreateStudent() {
  return useRefreshingMutation(createStudent, { stale: () => [studentKeys.all], settleAfterRefresh: true });
}

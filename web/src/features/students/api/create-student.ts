import type { Student } from "@shared/student";
import type { StudentFields } from "@shared/student.schema";
import { apiData } from "@/lib/api-client";
import { studentKeys } from "./list-students";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** POST /api/students */
export function createStudent(input: StudentFields) {
  return apiData<Student>("/students", { method: "POST", body: input });
}

export function useCreateStudent() {
  return useRefreshingMutation(createStudent, { stale: () => [studentKeys.all], settleAfterRefresh: true });
}

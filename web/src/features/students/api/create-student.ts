import type { Student } from "@shared/student";
import type { StudentFields } from "@shared/student.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { studentKeys } from "./list-students";

/** POST /api/students */
export function createStudent(input: StudentFields) {
  return apiData<Student>("/students", { method: "POST", body: input });
}

export function useCreateStudent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: () => qc.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

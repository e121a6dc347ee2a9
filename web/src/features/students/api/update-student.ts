import type { Student } from "@shared/student";
import type { UpdateStudentFields } from "@shared/student.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { getStudentQueryOptions } from "./get-student";
import { studentKeys } from "./list-students";

/** PATCH /api/students/:id */
export function updateStudent({ id, patch }: { id: string; patch: UpdateStudentFields }) {
  return apiData<Student>(`/students/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: patch,
  });
}

export function useUpdateStudent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: (student) => {
      qc.setQueryData(getStudentQueryOptions(student._id).queryKey, student);
      void qc.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}

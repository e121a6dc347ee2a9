import type { Student } from "@shared/student";
import type { UpdateStudentFields } from "@shared/student.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** PATCH /api/students/:id */
export function updateStudent({ id, patch }: { id: string; patch: UpdateStudentFields }) {
  return apiRequest<{ data: Student }>(`/students/${encodeURIComponent(id)}`, { method: "PATCH", body: patch }).then((r) => r.data);
}

export function useUpdateStudent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: (student) => {
      qc.setQueryData(["students", "one", student._id], student);
      void qc.invalidateQueries({ queryKey: ["students", "list"] });
    },
  });
}

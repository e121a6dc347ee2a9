import { studentRoutes } from "@shared/student.routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { studentKeys } from "./list-students";

/** POST /api/students/import (text/csv body). */
export function importStudents({ csv, dryRun }: { csv: string; dryRun: boolean }) {
  return apiCall(studentRoutes.import, { body: csv, query: { dryRun: dryRun ? "true" : "false" } });
}

export function useImportStudents() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: importStudents,
    onSuccess: (report) => {
      if (!report.dryRun) void qc.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

import type { ImportReport } from "@shared/student.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { studentKeys } from "./list-students";

/** POST /api/students/import (text/csv body). */
export function importStudents({ csv, dryRun }: { csv: string; dryRun: boolean }) {
  return apiData<ImportReport>("/students/import", {
    method: "POST",
    body: csv,
    query: { dryRun },
  });
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

import { studentRoutes } from "@shared/student.routes";
import { apiCall } from "@/lib/api-call";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { studentKeys } from "./list-students";

/** POST /api/students/import (text/csv body). */
export function importStudents({ csv, dryRun }: { csv: string; dryRun: boolean }) {
  return apiCall(studentRoutes.import, { body: csv, query: { dryRun: dryRun ? "true" : "false" } });
}

export function useImportStudents() {
  return useRefreshingMutation(importStudents, {
    stale: (report) => (report.dryRun ? [] : [studentKeys.all]),
  });
}

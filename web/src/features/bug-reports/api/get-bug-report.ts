import type { BugReport } from "@shared/bug-report.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";
import { bugReportKeys } from "./list-bug-reports";

/** GET /api/bug-reports/:id: the whole report, internal notes included. */
export function getBugReportQueryOptions(id: string) {
  return apiQueryOptions<BugReport>(bugReportKeys.detail(id), `/bug-reports/${encodeURIComponent(id)}`);
}

export function useBugReport(id: string | null) {
  return useQuery({ ...getBugReportQueryOptions(id ?? ""), enabled: Boolean(id) });
}

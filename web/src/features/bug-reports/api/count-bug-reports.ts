import type { BugReportCounts } from "@shared/bug-report.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";
import { bugReportKeys } from "./list-bug-reports";

/** GET /api/bug-reports/counts: reports per status, for the tabs and the side menu's badge. */
export function getBugReportCountsQueryOptions() {
  return apiQueryOptions<BugReportCounts>(bugReportKeys.counts(), "/bug-reports/counts", { quiet: true });
}

/** The counts, asked again every minute while the console is open (new reports arrive from students). */
export function useBugReportCounts() {
  return useQuery({ ...getBugReportCountsQueryOptions(), refetchInterval: 60_000 });
}

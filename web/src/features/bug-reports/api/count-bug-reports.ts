import { bugReportRoutes } from "@shared/bug-report.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { bugReportKeys } from "./list-bug-reports";

/** GET /api/bug-reports/counts: reports per status, for the tabs and the side menu's badge. */
export function getBugReportCountsQueryOptions() {
  return routeQueryOptions(bugReportKeys.counts(), bugReportRoutes.counts, { quiet: true });
}

/** The counts, asked again every minute while the console is open (new reports arrive from students). */
export function useBugReportCounts() {
  return useQuery({ ...getBugReportCountsQueryOptions(), refetchInterval: 60_000 });
}

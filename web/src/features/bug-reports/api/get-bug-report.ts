import { bugReportRoutes } from "@shared/bug-report.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { bugReportKeys } from "./list-bug-reports";

/** GET /api/bug-reports/:id: the whole report, internal notes included. */
export function getBugReportQueryOptions(id: string) {
  return routeQueryOptions(bugReportKeys.detail(id), bugReportRoutes.get, { params: { id } });
}

export function useBugReport(id: string | null) {
  return useQuery({ ...getBugReportQueryOptions(id ?? ""), enabled: Boolean(id) });
}

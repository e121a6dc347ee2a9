import { bugReportRoutes } from "@shared/bug-report.routes";
import { BUG_SEVERITIES, BUG_STATUSES, type BugSeverity, type BugStatus } from "@shared/bug-report.schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { routePagesQueryOptions } from "@/lib/api-query";

export interface BugReportFilters {
  status: BugStatus;
  severity: BugSeverity | "";
  /** A staff uid, or "mine" for the signed-in person's reports. */
  assignee: string;
  q: string;
}

const isOneOf = <T extends string>(list: readonly T[], v: string | null): v is T =>
  v !== null && (list as readonly string[]).includes(v);

/** The inbox's filters as its address gives them (?status=&severity=&assignee=&q=); the tab defaults to new. */
export function bugReportFiltersOf(params: URLSearchParams): BugReportFilters {
  const status = params.get("status");
  const severity = params.get("severity");
  return {
    status: isOneOf(BUG_STATUSES, status) ? status : "new",
    severity: isOneOf(BUG_SEVERITIES, severity) ? severity : "",
    assignee: params.get("assignee") ?? "",
    q: params.get("q") ?? "",
  };
}

/** Every bug report query sits under `all`, so one change refreshes lists, counts and the open report. */
export const bugReportKeys = {
  all: ["bug-reports"] as const,
  lists: () => [...bugReportKeys.all, "list"] as const,
  counts: () => [...bugReportKeys.all, "counts"] as const,
  detail: (id: string) => [...bugReportKeys.all, "detail", id] as const,
};

/** GET /api/bug-reports: one status tab, filtered and searched, in cursor pages ("Load more"). */
export function getBugReportsQueryOptions(filters: BugReportFilters) {
  const mine = filters.assignee === "mine";
  return routePagesQueryOptions([...bugReportKeys.lists(), filters], bugReportRoutes.list, (cursor) => ({
    query: {
      status: filters.status,
      severity: filters.severity || undefined,
      assignee: mine ? undefined : filters.assignee || undefined,
      mine: mine ? ("true" as const) : undefined,
      q: filters.q || undefined,
      limit: 25,
      cursor,
    },
  }));
}

export function useBugReports(filters: BugReportFilters) {
  return useInfiniteQuery(getBugReportsQueryOptions(filters));
}

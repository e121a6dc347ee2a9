import { bugReportRoutes } from "@shared/bug-report.routes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { routeItemsQueryOptions } from "@/lib/api-query";
import { bugReportKeys } from "./list-bug-reports";

/** Reports of any status with a title word starting with `q`: the duplicate-of picker's choices. */
export function getBugReportSearchQueryOptions(q: string) {
  return routeItemsQueryOptions([...bugReportKeys.lists(), "search", q], bugReportRoutes.list, {
    query: { q, limit: 8 },
    quiet: true,
  });
}

export function useBugReportSearch(q: string) {
  return useQuery({
    ...getBugReportSearchQueryOptions(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

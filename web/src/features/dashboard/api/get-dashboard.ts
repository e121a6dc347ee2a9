import { dashboardRoutes } from "@shared/dashboard.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { dashboardRequest } from "./dashboard-request";

export const dashboardKeys = {
  all: ["dashboard"] as const,
};

/** GET /api/dashboard: the whole screen in one answer, optionally narrowed to one program. */
export function getDashboard(programId: string | null, signal?: AbortSignal) {
  return apiCall(dashboardRoutes.get, { query: dashboardRequest(programId).query, signal });
}

export function getDashboardQueryOptions(programId: string | null) {
  return queryOptions({
    queryKey: [...dashboardKeys.all, programId ?? "school"],
    queryFn: ({ signal }) => getDashboard(programId, signal),
    // What needs doing changes with every register saved elsewhere (features do not invalidate
    // each other's keys): coming back to the dashboard always asks again.
    staleTime: 0,
  });
}

// The first screen's own prefetch (the route waits for it) is this fresh at most when it mounts.
const JUST_FETCHED_MS = 5000;

export function useDashboard(programId: string | null) {
  return useQuery({
    ...getDashboardQueryOptions(programId),
    // Asks again on every visit, except for the answer the route has just fetched for this mount.
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
  });
}

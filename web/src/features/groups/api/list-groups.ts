import type { GroupWithCount } from "@shared/group.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Every group query sits under `all`; group pickers elsewhere read the shared lookups. */
export const groupKeys = {
  all: ["groups"] as const,
};

/** GET /api/groups (up to 100: a school's groups fit one page). */
export function listGroups(signal?: AbortSignal) {
  return apiRequest<{ data: GroupWithCount[]; nextCursor: string | null }>("/groups", {
    query: { limit: 100 },
    signal,
  });
}

export function getGroupsQueryOptions() {
  return queryOptions({
    queryKey: [...groupKeys.all, "list"],
    queryFn: ({ signal }) => listGroups(signal),
  });
}

export function useGroups() {
  return useQuery(getGroupsQueryOptions());
}

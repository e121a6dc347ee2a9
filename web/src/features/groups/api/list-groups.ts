import type { GroupWithCount } from "@shared/group.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";

/** Every group query sits under `all`; group pickers elsewhere read the shared lookups. */
export const groupKeys = {
  all: ["groups"] as const,
};

/** GET /api/groups (up to 100: a school's groups fit one page). */
export function getGroupsQueryOptions() {
  return apiQueryOptions<GroupWithCount[]>([...groupKeys.all, "list"], "/groups", {
    query: { limit: 100 },
  });
}

export function useGroups() {
  return useQuery(getGroupsQueryOptions());
}

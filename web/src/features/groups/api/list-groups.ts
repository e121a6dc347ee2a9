import { groupRoutes } from "@shared/group.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";

/** Every group query sits under `all`; group pickers elsewhere read the shared lookups. */
export const groupKeys = {
  all: ["groups"] as const,
};

/** GET /api/groups (up to 100: a school's groups fit one page). */
export function getGroupsQueryOptions() {
  return routeQueryOptions([...groupKeys.all, "list"], groupRoutes.list, { query: { limit: 100 } });
}

export function useGroups() {
  return useQuery({ ...getGroupsQueryOptions(), select: (page) => page.data });
}

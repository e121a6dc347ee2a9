import { groupRoutes } from "@shared/group.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { groupKeys } from "./list-groups";

/** GET /api/groups/:id, with its member count. */
export function getGroupQueryOptions(id: string) {
  return routeQueryOptions([...groupKeys.all, "one", id], groupRoutes.get, { params: { id } });
}

export function useGroup(id: string) {
  return useQuery(getGroupQueryOptions(id));
}

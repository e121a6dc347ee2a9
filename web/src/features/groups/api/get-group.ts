import type { GroupWithCount } from "@shared/group.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { groupKeys } from "./list-groups";

/** GET /api/groups/:id, with its member count. */
export function getGroup(id: string, signal?: AbortSignal) {
  return apiData<GroupWithCount>(`/groups/${encodeURIComponent(id)}`, { signal });
}

export function getGroupQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...groupKeys.all, "one", id],
    queryFn: ({ signal }) => getGroup(id, signal),
  });
}

export function useGroup(id: string) {
  return useQuery(getGroupQueryOptions(id));
}

import type { GroupWithCount } from "@shared/group.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { groupKeys } from "./list-groups";

/** GET /api/groups/:id, with its member count. */
export function getGroup(id: string, signal?: AbortSignal) {
  return apiRequest<{ data: GroupWithCount }>(`/groups/${encodeURIComponent(id)}`, { signal }).then(
    (r) => r.data,
  );
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

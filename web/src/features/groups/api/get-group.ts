import type { GroupWithCount } from "@shared/group.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";
import { groupKeys } from "./list-groups";

/** GET /api/groups/:id, with its member count. */
export function getGroupQueryOptions(id: string) {
  return apiQueryOptions<GroupWithCount>([...groupKeys.all, "one", id], `/groups/${encodeURIComponent(id)}`);
}

export function useGroup(id: string) {
  return useQuery(getGroupQueryOptions(id));
}

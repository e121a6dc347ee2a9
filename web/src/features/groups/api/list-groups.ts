import type { GroupWithCount } from "@shared/group.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/groups (up to 100: a school's groups fit one page). */
export function useGroups() {
  return useQuery({ queryKey: ["groups", "list"], queryFn: ({ signal }) => apiRequest<{ data: GroupWithCount[]; nextCursor: string | null }>("/groups", { query: { limit: 100 }, signal }) });
}

export function useGroup(id: string) {
  return useQuery({ queryKey: ["groups", "one", id], queryFn: ({ signal }) => apiRequest<{ data: GroupWithCount }>(`/groups/${encodeURIComponent(id)}`, { signal }).then((r) => r.data) });
}

import type { GroupFields, GroupMembersResult, GroupWithCount } from "@shared/group.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/groups or PATCH /api/groups/:id */
export function saveGroup({ id, input }: { id?: string | undefined; input: GroupFields }) {
  return apiRequest<{ data: GroupWithCount }>(id ? `/groups/${encodeURIComponent(id)}` : "/groups", { method: id ? "PATCH" : "POST", body: input }).then((r) => r.data);
}

export function useSaveGroup() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveGroup, onSuccess: () => qc.invalidateQueries({ queryKey: ["groups"] }) });
}

/** DELETE /api/groups/:id (409 while it has students). */
export function useDeleteGroup() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: string) => apiRequest<void>(`/groups/${encodeURIComponent(id)}`, { method: "DELETE" }), onSuccess: () => qc.invalidateQueries({ queryKey: ["groups"] }) });
}

/** POST /api/groups/:id/members */
export function useUpdateMembers(groupId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { add?: string[]; remove?: string[] }) => apiRequest<{ data: GroupMembersResult }>(`/groups/${encodeURIComponent(groupId)}/members`, { method: "POST", body }).then((r) => r.data),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["groups"] });
      void qc.invalidateQueries({ queryKey: ["students"] });
    },
  });
}

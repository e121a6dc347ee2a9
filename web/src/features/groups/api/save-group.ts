import type { GroupFields, GroupMembersResult, GroupWithCount } from "@shared/group.schema";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiData, apiRequest, saveRecord } from "@/lib/api-client";
import { invalidateLookups } from "@/lib/lookups";
import { sharedRootKeys } from "@/lib/query-keys";
import { groupKeys } from "./list-groups";

/** A group's name, colour, capacity and members show in the groups' screens and in every picker. */
function invalidateGroups(qc: QueryClient) {
  return Promise.all([qc.invalidateQueries({ queryKey: groupKeys.all }), invalidateLookups(qc)]);
}

/** POST /api/groups or PATCH /api/groups/:id */
export function saveGroup({ id, input }: { id?: string | undefined; input: GroupFields }) {
  return saveRecord<GroupWithCount>("/groups", id, input);
}

export function useSaveGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: () => invalidateGroups(qc),
  });
}

/** DELETE /api/groups/:id (409 while it has students). */
export function deleteGroup(id: string) {
  return apiRequest<void>(`/groups/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => invalidateGroups(qc),
  });
}

/** POST /api/groups/:id/members */
export function updateMembers(groupId: string, body: { add?: string[]; remove?: string[] }) {
  return apiData<GroupMembersResult>(`/groups/${encodeURIComponent(groupId)}/members`, {
    method: "POST",
    body,
  });
}

export function useUpdateMembers(groupId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { add?: string[]; remove?: string[] }) => updateMembers(groupId, body),
    onSuccess: () => {
      void invalidateGroups(qc);
      // The students themselves changed: their groups show in the register and their profiles.
      void qc.invalidateQueries({ queryKey: sharedRootKeys.students });
    },
  });
}

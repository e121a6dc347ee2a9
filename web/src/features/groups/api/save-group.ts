import { groupRoutes } from "@shared/group.routes";
import type { GroupFields, GroupMembersInput } from "@shared/group.schema";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { invalidateLookups } from "@/lib/lookups";
import { sharedRootKeys } from "@/lib/query-keys";
import { groupKeys } from "./list-groups";

/** A group's name, colour, capacity and members show in the groups' screens and in every picker. */
function invalidateGroups(qc: QueryClient) {
  return Promise.all([qc.invalidateQueries({ queryKey: groupKeys.all }), invalidateLookups(qc)]);
}

/** POST /api/groups or PATCH /api/groups/:id */
export function saveGroup({ id, input }: { id?: string | undefined; input: GroupFields }) {
  return id
    ? apiCall(groupRoutes.update, { params: { id }, body: input })
    : apiCall(groupRoutes.create, { body: input });
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
  return apiCall(groupRoutes.delete, { params: { id } });
}

export function useDeleteGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => invalidateGroups(qc),
  });
}

/** POST /api/groups/:id/members */
export function updateMembers(groupId: string, body: GroupMembersInput) {
  return apiCall(groupRoutes.members, { params: { id: groupId }, body });
}

export function useUpdateMembers(groupId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupMembersInput) => updateMembers(groupId, body),
    onSuccess: () => {
      void invalidateGroups(qc);
      // The students themselves changed: their groups show in the register and their profiles.
      void qc.invalidateQueries({ queryKey: sharedRootKeys.students });
    },
  });
}

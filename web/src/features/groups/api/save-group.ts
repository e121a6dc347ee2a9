import { groupRoutes } from "@shared/group.routes";
import type { GroupFields, GroupMembersInput } from "@shared/group.schema";
import { apiCall } from "@/lib/api-call";
import { lookupsRootKey } from "@/lib/lookups";
import { sharedRootKeys } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { groupKeys } from "./list-groups";

/** A group's name, colour, capacity and members show in the groups' screens and in every picker. */
const groupViews = [groupKeys.all, lookupsRootKey];

/** POST /api/groups or PATCH /api/groups/:id */
export function saveGroup({ id, input }: { id?: string | undefined; input: GroupFields }) {
  return id
    ? apiCall(groupRoutes.update, { params: { id }, body: input })
    : apiCall(groupRoutes.create, { body: input });
}

export function useSaveGroup() {
  return useRefreshingMutation(saveGroup, { stale: () => groupViews, settleAfterRefresh: true });
}

/** DELETE /api/groups/:id (409 while it has students). */
export function deleteGroup(id: string) {
  return apiCall(groupRoutes.delete, { params: { id } });
}

export function useDeleteGroup() {
  return useRefreshingMutation(deleteGroup, { stale: () => groupViews, settleAfterRefresh: true });
}

/** POST /api/groups/:id/members */
export function updateMembers(groupId: string, body: GroupMembersInput) {
  return apiCall(groupRoutes.members, { params: { id: groupId }, body });
}

export function useUpdateMembers(groupId: string) {
  return useRefreshingMutation((body: GroupMembersInput) => updateMembers(groupId, body), {
    // The students themselves changed: their groups show in the register and their profiles.
    stale: () => [...groupViews, sharedRootKeys.students],
  });
}

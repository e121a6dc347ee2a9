import { teamRoutes } from "@shared/team.routes";
import type { TeamRole } from "@shared/team.schema";
import { apiCall } from "@/lib/api-call";
import { teamKeys } from "./list-team";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** What an admin can do to a team member, each one call of /api/team/:id. */
export type TeamAction =
  | { kind: "role"; role: TeamRole }
  | { kind: "disable" }
  | { kind: "enable" }
  | { kind: "resend" }
  | { kind: "revoke" };

/** Resolves once the change is made; the list is read again rather than patched. */
export async function changeTeamMember({ id, action }: { id: string; action: TeamAction }): Promise<void> {
  const params = { id };
  switch (action.kind) {
    case "role":
      await apiCall(teamRoutes.changeRole, { params, body: { role: action.role } });
      return;
    case "disable":
      await apiCall(teamRoutes.disable, { params });
      return;
    case "enable":
      await apiCall(teamRoutes.enable, { params });
      return;
    case "resend":
      await apiCall(teamRoutes.resendInvite, { params });
      return;
    case "revoke":
      await apiCall(teamRoutes.revokeInvite, { params });
      return;
  }
}

export function useChangeTeamMember() {
  return useRefreshingMutation(changeTeamMember, { stale: () => [teamKeys.all], settleAfterRefresh: true });
}

import type { TeamMember, TeamRole } from "@shared/team.schema";
import { apiRequest } from "@/lib/api-client";
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
  const path = `/team/${encodeURIComponent(id)}`;
  switch (action.kind) {
    case "role":
      await apiRequest<{ data: TeamMember }>(`${path}/role`, {
        method: "PATCH",
        body: { role: action.role },
      });
      return;
    case "disable":
    case "enable":
      await apiRequest<{ data: TeamMember }>(`${path}/${action.kind}`, { method: "POST" });
      return;
    case "resend":
      await apiRequest<{ data: TeamMember }>(`${path}/invite`, { method: "POST" });
      return;
    case "revoke":
      await apiRequest<{ data: { revoked: string } }>(path, { method: "DELETE" });
      return;
  }
}

export function useChangeTeamMember() {
  return useRefreshingMutation(changeTeamMember, { stale: () => [teamKeys.all], settleAfterRefresh: true });
}

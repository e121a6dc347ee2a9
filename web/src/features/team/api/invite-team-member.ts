import type { InviteTeamMemberFields, TeamMember } from "@shared/team.schema";
import { apiData } from "@/lib/api-client";
import { teamKeys } from "./list-team";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** POST /api/team: makes the account and mails the "set your password" link. */
export function inviteTeamMember(input: InviteTeamMemberFields) {
  return apiData<TeamMember>("/team", { method: "POST", body: input });
}

export function useInviteTeamMember() {
  return useRefreshingMutation(inviteTeamMember, { stale: () => [teamKeys.all], settleAfterRefresh: true });
}

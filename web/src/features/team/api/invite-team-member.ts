import { teamRoutes } from "@shared/team.routes";
import type { InviteTeamMemberFields } from "@shared/team.schema";
import { apiCall } from "@/lib/api-call";
import { teamKeys } from "./list-team";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** POST /api/team: makes the account and mails the "set your password" link. */
export function inviteTeamMember(input: InviteTeamMemberFields) {
  return apiCall(teamRoutes.invite, { body: input });
}

export function useInviteTeamMember() {
  return useRefreshingMutation(inviteTeamMember, { stale: () => [teamKeys.all], settleAfterRefresh: true });
}

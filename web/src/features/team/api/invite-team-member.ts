import type { InviteTeamMemberFields, TeamMember } from "@shared/team.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { teamKeys } from "./list-team";

/** POST /api/team: makes the account and mails the "set your password" link. */
export function inviteTeamMember(input: InviteTeamMemberFields) {
  return apiData<TeamMember>("/team", { method: "POST", body: input });
}

export function useInviteTeamMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

import type { InviteTeamMemberFields, TeamMember } from "@shared/team.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { teamKeys } from "./list-team";

/** POST /api/team: makes the account and mails the "set your password" link. */
export function inviteTeamMember(input: InviteTeamMemberFields) {
  return apiRequest<{ data: TeamMember }>("/team", { method: "POST", body: input }).then((r) => r.data);
}

export function useInviteTeamMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

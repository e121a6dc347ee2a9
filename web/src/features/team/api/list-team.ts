import type { TeamMember } from "@shared/team.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";

/** Every team query sits under `all`. */
export const teamKeys = {
  all: ["team"] as const,
};

/** GET /api/team (admins): the whole team, by name. */
export function getTeamQueryOptions() {
  return apiQueryOptions<TeamMember[]>([...teamKeys.all, "list"], "/team");
}

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}

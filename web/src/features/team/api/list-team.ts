import type { TeamMember } from "@shared/team.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";

/** Every team query sits under `all`. */
export const teamKeys = {
  all: ["team"] as const,
};

/** GET /api/team (admins): the whole team, by name. */
export function listTeam(signal?: AbortSignal) {
  return apiData<TeamMember[]>("/team", { signal });
}

export function getTeamQueryOptions() {
  return queryOptions({
    queryKey: [...teamKeys.all, "list"],
    queryFn: ({ signal }) => listTeam(signal),
  });
}

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}

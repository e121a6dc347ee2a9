import { teamRoutes } from "@shared/team.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";

/** Every team query sits under `all`. */
export const teamKeys = {
  all: ["team"] as const,
};

/** GET /api/team (admins): the whole team, by name. */
export function getTeamQueryOptions() {
  return routeQueryOptions([...teamKeys.all, "list"], teamRoutes.list);
}

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}

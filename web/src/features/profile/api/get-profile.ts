import { profileRoutes } from "@shared/profile.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";

export const profileKeys = {
  all: ["profile"] as const,
};

/** GET /api/profile: the signed-in person's own profile. */
export function getMyProfileQueryOptions() {
  return routeQueryOptions([...profileKeys.all, "me"], profileRoutes.get);
}

export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions());
}

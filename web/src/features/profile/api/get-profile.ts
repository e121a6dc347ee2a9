import type { MyProfile } from "@shared/profile.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";

export const profileKeys = {
  all: ["profile"] as const,
};

/** GET /api/profile: the signed-in person's own profile. */
export function getMyProfileQueryOptions() {
  return apiQueryOptions<MyProfile>([...profileKeys.all, "me"], "/profile");
}

export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions());
}

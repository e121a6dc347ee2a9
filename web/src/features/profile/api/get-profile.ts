import type { MyProfile } from "@shared/profile.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";

export const profileKeys = {
  all: ["profile"] as const,
};

/** GET /api/profile: the signed-in person's own profile. */
export function getMyProfile(signal?: AbortSignal) {
  return apiData<MyProfile>("/profile", { signal });
}

export function getMyProfileQueryOptions() {
  return queryOptions({
    queryKey: [...profileKeys.all, "me"],
    queryFn: ({ signal }) => getMyProfile(signal),
  });
}

export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions());
}

import { profileRoutes } from "@shared/profile.routes";
import type { ProfileUpdate } from "@shared/profile.schema";
import { apiCall } from "@/lib/api-call";
import { useAuth } from "@/lib/auth/use-auth";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { getMyProfileQueryOptions } from "./get-profile";

/** PATCH /api/profile: the name and phone, or the photo (a stored path, or null to remove it). */
export function updateMyProfile(input: Partial<ProfileUpdate>) {
  return apiCall(profileRoutes.update, { body: input });
}

/**
 * Saves the profile; the header shows the stored session user, so its name and photo are updated
 * there too (chat and presence read the public profile the API wrote).
 */
export function useUpdateMyProfile() {
  const { auth, login } = useAuth();
  return useRefreshingMutation(updateMyProfile, {
    record: () => getMyProfileQueryOptions().queryKey,
    stale: () => [],
    onSaved: (profile) => {
      if (auth.token && auth.user) {
        login(auth.token, { ...auth.user, displayName: profile.displayName, photoURL: profile.photoURL });
      }
    },
  });
}

import { profileRoutes } from "@shared/profile.routes";
import type { ProfileUpdate } from "@shared/profile.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { useAuth } from "@/lib/auth/use-auth";
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
  const qc = useQueryClient();
  const { auth, login } = useAuth();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (profile) => {
      qc.setQueryData(getMyProfileQueryOptions().queryKey, profile);
      if (auth.token && auth.user) {
        login(auth.token, { ...auth.user, displayName: profile.displayName, photoURL: profile.photoURL });
      }
    },
  });
}

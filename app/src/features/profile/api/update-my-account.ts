import type { MeProfileUpdate } from "@shared/me-profile.schema";
import { meAccountRoutes } from "@shared/me.routes";
import { PROFILE_PHOTO_MAX_BYTES } from "@shared/storage-path.schema";
import { apiCall } from "@/lib/api-call";
import { imageProblem, uploadWithSlot } from "@/lib/upload";

/** Why this file cannot be a profile photo, or null. */
export const photoProblem = (file: { type: string; size: number }) =>
  imageProblem(file, PROFILE_PHOTO_MAX_BYTES, "A photo");

/** Uploads a new profile photo into the caller's own folder; answers its path. */
export const uploadPhoto = (file: File) => uploadWithSlot({ kind: "profile-photo" }, file);

/** `PATCH /api/me/profile`: the caller's own name and photo; only the fields sent change. */
export const updateMyAccount = (input: Partial<MeProfileUpdate>) =>
  apiCall(meAccountRoutes.updateProfile, { body: input });

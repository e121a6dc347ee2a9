import { z } from "zod";
import { requiredText } from "./text-fields.schema";
import { newPasswordRule, newPasswordSchema } from "./password-reset.schema";
import type { Role } from "./roles";
import { profilePhotoPathSchema } from "./storage-path.schema";
import { optionalPhone } from "./student.schema";

/** The signed-in person's own profile (GET /api/profile). */
export interface MyProfile {
  _id: string;
  email: string;
  displayName: string;
  phone: string | null;
  /** Where the photo is stored (`profile-photos/{uid}/...`), and the URL everyone's screen shows. */
  photoPath: string | null;
  photoURL: string | null;
  role: Role;
}

/** The profile form: the name everyone sees, and a phone number. */
export const profileFieldsSchema = z.object({
  displayName: requiredText("Enter your name.", 80),
  phone: optionalPhone,
});

/**
 * PATCH /api/profile: any of the form's fields, or the photo (a path the browser uploaded to, or
 * null to remove it); only those sent change. The API also checks the path is in the caller's own
 * folder.
 */
export const updateProfileSchema = profileFieldsSchema
  .extend({ photoPath: profilePhotoPathSchema.nullable() })
  .partial()
  .strict();
export type ProfileUpdate = z.output<typeof updateProfileSchema>;

const currentPassword = z
  .string()
  .min(1, "Enter your current password.")
  .max(128, "Use at most 128 characters.");

/**
 * The console's change-password form (Firebase Auth changes the password after re-authenticating
 * with the current one); the new one follows the reset pages' rule.
 */
export const changePasswordSchema = z
  .object({
    current: currentPassword,
  })
  .and(newPasswordSchema)
  .refine((v) => v.password !== v.current, {
    path: ["password"],
    message: "Choose a password different from the current one.",
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The app's change-password form: the current password and the new one, typed once. */
export const changeMyPasswordSchema = z.object({ current: currentPassword, password: newPasswordRule });

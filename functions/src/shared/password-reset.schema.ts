import { z } from "zod";
import { accountEmail } from "./text-fields.schema";

/** POST /api/auth/password-reset and the /auth/reset-password form: one well-formed email. */
export const requestPasswordResetSchema = z.object({
  email: accountEmail("Enter your email address."),
});
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

export const PASSWORD_MIN_LENGTH = 8;

/** A new password, wherever one is chosen (the reset pages, the console's and the app's profile). */
export const newPasswordRule = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, "Use at most 128 characters.");

/** The new-password form of the reset pages (staff and student): twice, at least 8 characters. */
export const newPasswordSchema = z
  .object({
    password: newPasswordRule,
    confirm: z.string().min(1, "Enter the new password again.").max(128, "Use at most 128 characters."),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords do not match." });

/** What the API answers for every well-formed request, known account or not (no enumeration). */
export const PASSWORD_RESET_ACCEPTED =
  "If an account exists for that email, we have sent a link to reset its password. It may take a few minutes to arrive.";

import { z } from "zod";

/** POST /api/auth/unlock: a Firebase ID token from re-entering the password on the lock screen. */
export const unlockSessionSchema = z.object({
  // A Firebase ID token is a JWT of a few kilobytes at most.
  idToken: z.string().min(1, "An ID token is required.").max(16_384, "Not a valid ID token."),
});
export type UnlockSessionInput = z.infer<typeof unlockSessionSchema>;

import { z } from "zod";

export const createSessionSchema = z.object({
  // A Firebase ID token is a JWT of a few kilobytes at most.
  idToken: z.string().min(1, "An ID token is required.").max(16_384, "Not a valid ID token."),
});
export type CreateSessionInput = z.infer<typeof createSessionSchema>;

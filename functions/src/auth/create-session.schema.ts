import { z } from "zod";

export const createSessionSchema = z.object({
  idToken: z.string().min(1, "An ID token is required."),
});
export type CreateSessionInput = z.infer<typeof createSessionSchema>;

import { z } from "zod";

/** The `:id` of every announcement route: a Firestore document id. */
export const announcementIdSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^/]+$/, "Not a valid announcement id."),
});

import { z } from "zod";

/** Firebase Auth judges the pair and its answer is what the person reads: the form only trims the email. */
export const signInSchema = z.object({ email: z.string().trim(), password: z.string() });

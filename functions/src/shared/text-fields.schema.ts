import { z } from "zod";

/**
 * Text a form must fill: trimmed, `missing` when absent or empty, at most `max` characters (the
 * message for that defaults to "At most N characters.").
 */
export function requiredText(missing: string, max: number, tooLong = `At most ${max} characters.`) {
  return z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

/** An account's email address (sign-in, invites, resets): required, well-formed, stored lowercase. */
export function accountEmail(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(254, "That email address is too long.")
    .pipe(z.email({ error: "Enter a valid email address." }))
    .transform((email) => email.toLowerCase());
}

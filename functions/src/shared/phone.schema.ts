import { z } from "zod";

/** The fewest digits a phone number has (a local number without its area code). */
export const PHONE_MIN_DIGITS = 5;
const PHONE_MAX = 30;

/**
 * A phone number as people type it (digits, spaces, + ( ) - .), its error saying what is wrong:
 * a letter, too few digits ("555"), or too long.
 */
export const phoneNumber = z.string().superRefine((v, ctx) => {
  // One message, the first that applies: "call me" is not "too short" as well.
  const message = !/^[+()\d\s.-]+$/.test(v)
    ? "Enter a valid phone number (digits, spaces, + ( ) - .)."
    : v.length > PHONE_MAX
      ? `This phone number is too long: at most ${PHONE_MAX} characters.`
      : (v.match(/\d/g)?.length ?? 0) < PHONE_MIN_DIGITS
        ? `This phone number is too short: enter at least ${PHONE_MIN_DIGITS} digits.`
        : null;
  if (message) ctx.addIssue({ code: "custom", message });
});

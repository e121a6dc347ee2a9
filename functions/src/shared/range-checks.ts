import type { z } from "zod";
import { TIME_RE, minutesOf } from "./school-calendar";

/**
 * Cross-field rules of a range that several forms share (a `superRefine` step, so create, patch
 * and the web form check alike). Each speaks only when both ends are present and well formed:
 * a missing or malformed end has its own message from the field's schema.
 */

/** A session ends after it starts (`endTime` names the error). */
export function checkTimeOrder(value: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx) {
  if (
    value.startTime &&
    value.endTime &&
    TIME_RE.test(value.startTime) &&
    TIME_RE.test(value.endTime) &&
    minutesOf(value.endTime) <= minutesOf(value.startTime)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["endTime"],
      message: "The end time must be after the start time.",
    });
  }
}

/** An age range's maximum is not below its minimum (`ageRange.max` names the error). */
export function checkAgeOrder(value: { ageRange?: { min: number; max: number } }, ctx: z.RefinementCtx) {
  if (value.ageRange && value.ageRange.max < value.ageRange.min) {
    ctx.addIssue({
      code: "custom",
      path: ["ageRange", "max"],
      message: "The maximum age must not be below the minimum.",
    });
  }
}

import { badRequest } from "../lib/http-error";
import { FRIDAY_MESSAGE } from "../shared/practice.schema";
import { FRIDAY, dayOfWeek, toSchoolDate } from "../shared/school-calendar";

/**
 * The practice's civil date in the school's zone, which must be a Friday. An instant such as
 * 2026-11-27T02:00:00Z is a Friday in UTC but Thursday evening in New York: refused there.
 */
export function fridayIn(input: string, timeZone: string): string {
  const date = toSchoolDate(input, timeZone);
  if (!date) throw badRequest("Some fields are not valid.", { date: "Enter a date." });
  if (dayOfWeek(date) !== FRIDAY) throw badRequest(FRIDAY_MESSAGE, { date: FRIDAY_MESSAGE });
  return date;
}

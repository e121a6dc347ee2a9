import { TZDate } from "@date-fns/tz";
import { addDays, clockIn, minutesOf, todayIn } from "./school-calendar";

/**
 * The rules about minors and quiet time that the API, the rules' inputs, the app and the console
 * all apply. One module, so "is this student a minor" and "when do quiet hours end" have one answer.
 */

export const DEFAULT_MINOR_AGE = 18;

/** Quiet hours as school-zone clock times ("21:00" to "07:00"); start after end spans midnight. */
export interface QuietHours {
  start: string;
  end: string;
}
export const DEFAULT_QUIET_HOURS: QuietHours = { start: "21:00", end: "07:00" };

/** Whole years from a date of birth to the civil date `now` falls on in the school's zone. */
export function ageInZone(dateOfBirth: string, timeZone: string, now: Date): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = todayIn(timeZone, now).split("-").map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** A minor: under the school's minor age on today's date in its zone. No date of birth: a minor. */
export function isMinor(
  dateOfBirth: string | null | undefined,
  timeZone: string,
  now: Date,
  minorAge: number = DEFAULT_MINOR_AGE,
): boolean {
  if (!dateOfBirth) return true;
  return ageInZone(dateOfBirth, timeZone, now) < minorAge;
}

/** The instant of a civil date's clock time in the zone. */
function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, timeZone).getTime());
}

/**
 * When the quiet hours around `now` end, or null when `now` is not in them. A message or offer
 * made at that moment is held until the returned instant.
 */
export function quietHoursEnd(
  now: Date,
  timeZone: string,
  quiet: QuietHours = DEFAULT_QUIET_HOURS,
): Date | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const clock = minutesOf(clockIn(timeZone, now));
  const today = todayIn(timeZone, now);
  if (start < end) return clock >= start && clock < end ? instantOf(today, quiet.end, timeZone) : null;
  // Spanning midnight: late evening ends tomorrow morning, early morning ends this morning.
  if (clock >= start) return instantOf(addDays(today, 1), quiet.end, timeZone);
  if (clock < end) return instantOf(today, quiet.end, timeZone);
  return null;
}

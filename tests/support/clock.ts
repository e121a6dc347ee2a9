import { TZDate } from "@date-fns/tz";
import { addDays, mondayOf, todayIn } from "../../functions/src/shared/school-calendar";

export const SCHOOL_ZONE = "America/New_York";

/**
 * The instant the browser is told it is: Monday 10:00 in the school's zone, in the latest week
 * where that moment has already passed. Screens that ask "what is today" (the default Friday, the
 * week on the calendar, the attendance date) then see the same weekday and time of day on every
 * run, whatever the real day or hour.
 *
 * Why not a fixed calendar date: the API runs in the emulator on the real clock, and the console's
 * session token and Firebase ID token carry real expiry times. A browser clock ahead of the real
 * one would see fresh tokens as expired; one years behind would make "upcoming" on the server and
 * "this week" in the browser disagree. Within the last seven days neither happens, and every date a
 * test needs is derived from this Monday.
 */
export function schoolMonday(realNow: Date = new Date()): { monday: string; instant: Date } {
  let monday = mondayOf(todayIn(SCHOOL_ZONE, realNow));
  let instant = atSchoolTime(monday, 10);
  if (instant.getTime() > realNow.getTime()) {
    monday = addDays(monday, -7);
    instant = atSchoolTime(monday, 10);
  }
  return { monday, instant };
}

/** The instant of `hour`:00 on a civil date in the school's zone. */
export function atSchoolTime(date: string, hour: number): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hour, 0, 0, SCHOOL_ZONE).getTime());
}

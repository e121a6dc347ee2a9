import { WEEKDAYS_SHORT, dayOfWeek } from "@shared/school-calendar";

/**
 * A class's name without the " · Sun 22:00" the API's session names end in, for a row that gives
 * the day and time beside it ("Junior Ballet", then "Sun, Nov 29 at 22:00"). A name that does not
 * end in its own weekday and time is kept whole.
 */
export function classNameOn(name: string, date: string, startTime: string): string {
  const when = ` · ${WEEKDAYS_SHORT[dayOfWeek(date)]} ${startTime}`;
  return name.endsWith(when) && name.length > when.length ? name.slice(0, -when.length) : name;
}

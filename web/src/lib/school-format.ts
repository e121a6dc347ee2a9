import {
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_ZONE,
  ISO_DATE_RE,
  addDays,
  type DateFormat,
} from "@shared/school-calendar";
import { format } from "date-fns";

/**
 * Every date and time the console shows is written here, in the school's zone and the school's
 * date format (Settings → School), whatever zone the device is in. A date has one short form (the
 * school's format: "11/27/2026") and one long form (with the weekday: "Fri 11/27/2026"); a time is
 * "20:04" in the school's zone.
 */
export interface SchoolClock {
  timeZone: string;
  dateFormat: DateFormat;
}

export const DEFAULT_SCHOOL_CLOCK: SchoolClock = {
  timeZone: DEFAULT_TIME_ZONE,
  dateFormat: DEFAULT_DATE_FORMAT,
};

/** A day and time of the school's calendar: what a wall clock at the school shows. */
interface WallTime {
  date: string;
  time: string;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();
function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let f = wallFormats.get(timeZone);
  if (!f) {
    // Intl, not a Date subclass: a browser test's fake clock replaces Date, not Intl's zones.
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallFormats.set(timeZone, f);
  }
  return f;
}

function wallTime(instant: string | Date, timeZone: string): WallTime | null {
  const ms = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) return null;
  const parts: Record<string, string> = {};
  for (const p of wallFormat(timeZone).formatToParts(ms)) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The civil date ("2026-11-27") a value names at the school: a date as-is, an instant converted. */
export function schoolDay(value: string | Date, clock: SchoolClock): string | null {
  if (typeof value === "string" && ISO_DATE_RE.test(value)) return value;
  return wallTime(value, clock.timeZone)?.date ?? null;
}

/** A civil date written with a date-fns pattern (read at noon, so no zone can move its day). */
function civil(date: string, pattern: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return format(new Date(y, m - 1, d, 12), pattern);
}

const NONE = "—";

/** Short form: "11/27/2026" (the school's format). */
export function formatDate(value: string | Date | null | undefined, clock: SchoolClock): string {
  const day = value ? schoolDay(value, clock) : null;
  return day ? civil(day, clock.dateFormat) : NONE;
}

/** Long form: "Fri 11/27/2026". */
export function formatLongDate(value: string | Date | null | undefined, clock: SchoolClock): string {
  const day = value ? schoolDay(value, clock) : null;
  return day ? civil(day, `EEE ${clock.dateFormat}`) : NONE;
}

/** "Fri": the day of the week a value names at the school. */
export function formatWeekday(value: string | Date | null | undefined, clock: SchoolClock): string {
  const day = value ? schoolDay(value, clock) : null;
  return day ? civil(day, "EEE") : NONE;
}

/** "20:04" at the school. */
export function formatTime(value: string | Date | null | undefined, clock: SchoolClock): string {
  const wall = value ? wallTime(value, clock.timeZone) : null;
  return wall ? wall.time : NONE;
}

/** "11/27/2026, 20:04" at the school. */
export function formatDateTime(value: string | Date | null | undefined, clock: SchoolClock): string {
  const wall = value ? wallTime(value, clock.timeZone) : null;
  return wall ? `${civil(wall.date, clock.dateFormat)}, ${wall.time}` : NONE;
}

/** "Fri 11/27/2026, 20:04" at the school. */
export function formatLongDateTime(value: string | Date | null | undefined, clock: SchoolClock): string {
  const wall = value ? wallTime(value, clock.timeZone) : null;
  return wall ? `${civil(wall.date, `EEE ${clock.dateFormat}`)}, ${wall.time}` : NONE;
}

/** A day heading: "Today", "Yesterday" or the long form, by the school's calendar. */
export function formatDayHeading(value: string | Date, clock: SchoolClock, now: Date = new Date()): string {
  const day = schoolDay(value, clock);
  const today = schoolDay(now, clock);
  if (!day || !today) return NONE;
  if (day === today) return "Today";
  if (day === addDays(today, -1)) return "Yesterday";
  return formatLongDate(day, clock);
}

/** Beside an item in a list: today's time, "Yesterday", or the short date. */
export function formatListTime(
  value: string | Date | null | undefined,
  clock: SchoolClock,
  now = new Date(),
) {
  if (!value) return "";
  const heading = formatDayHeading(value, clock, now);
  if (heading === "Today") return formatTime(value, clock);
  if (heading === "Yesterday") return heading;
  return formatDate(value, clock);
}

/** "November 2026" (a month of the school's calendar, "2026-11"). */
export function formatMonth(month: string): string {
  return civil(`${month}-01`, "MMMM yyyy");
}

/** The formatters above bound to one school's clock (what useSchoolFormat hands a screen). */
export function schoolFormat(clock: SchoolClock) {
  return {
    ...clock,
    day: (v: string | Date) => schoolDay(v, clock),
    date: (v: string | Date | null | undefined) => formatDate(v, clock),
    longDate: (v: string | Date | null | undefined) => formatLongDate(v, clock),
    weekday: (v: string | Date | null | undefined) => formatWeekday(v, clock),
    time: (v: string | Date | null | undefined) => formatTime(v, clock),
    dateTime: (v: string | Date | null | undefined) => formatDateTime(v, clock),
    longDateTime: (v: string | Date | null | undefined) => formatLongDateTime(v, clock),
    dayHeading: (v: string | Date, now?: Date) => formatDayHeading(v, clock, now),
    listTime: (v: string | Date | null | undefined, now?: Date) => formatListTime(v, clock, now),
  };
}

export type SchoolFormat = ReturnType<typeof schoolFormat>;

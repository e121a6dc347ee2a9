/**
 * Date logic shared by the API and the web. A school works in civil dates ("YYYY-MM-DD") of its
 * own time zone (settings/general.timeZone), so every weekday question is asked of a civil date;
 * an instant (ISO timestamp) is first turned into the civil date it falls on in the school's zone.
 * Civil-date arithmetic is done in UTC, where every day has 24 hours.
 */

/** The zone of a school that has not chosen one in Settings: every fallback uses this one. */
export const DEFAULT_TIME_ZONE = "America/New_York";
/** Date formats in date-fns' notation; the Settings form shows an example of each. */
export const DATE_FORMATS = ["yyyy-MM-dd", "dd/MM/yyyy", "MM/dd/yyyy", "d MMM yyyy"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
/** The date format of a school that has not chosen one in Settings. */
export const DEFAULT_DATE_FORMAT: DateFormat = "yyyy-MM-dd";
export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
export const WEEKDAYS_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const FRIDAY = 5;

const DAY_MS = 86_400_000;

function utcOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

const isoOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "2026-02-30" is shaped like a date but is not one. */
export function isRealDate(date: string): boolean {
  return ISO_DATE_RE.test(date) && isoOfUtc(utcOf(date)) === date;
}

export function addDays(date: string, days: number): string {
  return isoOfUtc(utcOf(date) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday: a civil date's weekday does not depend on any zone. */
export function dayOfWeek(date: string): number {
  return new Date(utcOf(date)).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** The civil date an input names in the school's zone: a date as-is, an instant converted. */
export function toSchoolDate(input: string, timeZone: string): string | null {
  if (ISO_DATE_RE.test(input)) return isRealDate(input) ? input : null;
  const ms = Date.parse(input);
  if (Number.isNaN(ms)) return null;
  // "en-CA" formats as YYYY-MM-DD. Intl, not a Date subclass: a Date subclass reads the zone from
  // the Date it extends, which a fake clock (the browser tests') replaces with its own.
  return civilDateFormat(timeZone).format(ms);
}

const civilDateFormats = new Map<string, Intl.DateTimeFormat>();
function civilDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = civilDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    civilDateFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time ("HH:MM", 24-hour) in the school's zone. */
export function clockIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(now);
}

/** Today's civil date in the school's zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return toSchoolDate(now.toISOString(), timeZone)!;
}

/** The coming Friday (today when today is a Friday). */
export function nextFriday(today: string): string {
  return addDays(today, (FRIDAY - dayOfWeek(today) + 7) % 7);
}

/** Monday of the week a date is in (weeks run Monday to Sunday, as the calendar shows them). */
export function mondayOf(date: string): string {
  return weekStartOf(date, 1);
}

/** The first day of the week `date` is in, for a week that starts on `firstDay` (0 = Sunday). */
export function weekStartOf(date: string, firstDay: number): string {
  return addDays(date, -((dayOfWeek(date) - firstDay + 7) % 7));
}

/** Number of (partial) weeks in a term, start and end dates included. */
export function termWeekCount(startDate: string, endDate: string): number {
  return Math.max(1, Math.ceil((daysBetween(startDate, endDate) + 1) / 7));
}

export interface TermWeek {
  week: number;
  start: string;
  end: string;
}

/**
 * The longest term a program may have (two years). Every read of a program lists its weeks, so
 * the term bounds that work; the API refuses a longer one.
 */
export const TERM_WEEKS_MAX = 104;

/**
 * Week 1..N of a term, each seven days from the start date, the last one cut at the end date.
 * At most `maxWeeks`, so that a term stored before the bound cannot make a read unbounded.
 */
export function termWeeks(startDate: string, endDate: string, maxWeeks = TERM_WEEKS_MAX): TermWeek[] {
  return Array.from({ length: Math.min(termWeekCount(startDate, endDate), maxWeeks) }, (_, i) => {
    const start = addDays(startDate, i * 7);
    const end = addDays(start, 6);
    return { week: i + 1, start, end: end > endDate ? endDate : end };
  });
}

/** The week of the term a date falls in, or null outside the term. */
export function weekOfTerm(startDate: string, endDate: string, date: string): number | null {
  if (date < startDate || date > endDate) return null;
  return Math.floor(daysBetween(startDate, date) / 7) + 1;
}

export const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/** Half-open intervals: a session ending at 17:30 does not clash with one starting at 17:30. */
export function timesOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return minutesOf(aStart) < minutesOf(bEnd) && minutesOf(bStart) < minutesOf(aEnd);
}

/** Closed date ranges (both ends included). */
export function dateRangesOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return aStart <= bEnd && bStart <= aEnd;
}

export interface WeeklyPattern {
  dayOfWeek: number;
  startDate: string;
  endDate: string;
  exceptions?: { date: string; reason: string }[];
}

export interface OccurrenceDate {
  date: string;
  cancelled: boolean;
  cancelReason: string | null;
}

/** Dates a weekly session happens on between `from` and `to` (inclusive), cancelled ones marked. */
export function occurrenceDates(pattern: WeeklyPattern, from: string, to: string): OccurrenceDate[] {
  const start = from > pattern.startDate ? from : pattern.startDate;
  const end = to < pattern.endDate ? to : pattern.endDate;
  if (start > end) return [];
  const out: OccurrenceDate[] = [];
  let date = addDays(start, (pattern.dayOfWeek - dayOfWeek(start) + 7) % 7);
  while (date <= end) {
    const exception = pattern.exceptions?.find((e) => e.date === date);
    out.push({ date, cancelled: Boolean(exception), cancelReason: exception?.reason ?? null });
    date = addDays(date, 7);
  }
  return out;
}

/** Whether a weekly session has an occurrence on a date (cancelled or not). */
export function occursOn(pattern: WeeklyPattern, date: string): boolean {
  return date >= pattern.startDate && date <= pattern.endDate && dayOfWeek(date) === pattern.dayOfWeek;
}

/*
 * Dates as the school shows them. Instants are formatted in the school's zone when it is known
 * (the week's answer names it), else the device's; civil dates (YYYY-MM-DD) are calendar days and
 * never shift with a zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options, made once: `toLocaleString` with options builds a new one
 * on every call, and a screen of dates paid for that in its first render on a slow phone.
 */
export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? null, options]);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * A time of day as the timetable writes it ("20:04"), whatever the device's locale: a deadline or
 * a message's time beside a class at "22:00" must not read "08:00 PM".
 */
export const CLOCK = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

/** A civil date (YYYY-MM-DD) as that calendar day at UTC midnight, to format with `timeZone: "UTC"`. */
export function civilDay(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

/** An instant with weekday, day, month and time (deadlines and expiries), in `timeZone` if given. */
export function formatInstant(iso: string, timeZone?: string, locale?: string): string {
  return dateFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...CLOCK,
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

export function formatDay(iso: string, timeZone?: string, locale?: string): string {
  return dateFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** "Mon 3 Nov" for a civil date, read as that calendar day wherever the device is. */
export function formatCivilDate(date: string, locale?: string): string {
  return dateFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    civilDay(date),
  );
}

/**
 * When a chat message was sent: the time alone on the day it is read, else the day too ("Thu, Nov
 * 12, 19:59"), both in `timeZone`. A conversation spans days, and a time alone reads as today's.
 */
export function formatSentAt(at: Date, timeZone?: string, now = new Date(), locale?: string): string {
  const dayOf = (d: Date) =>
    dateFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(d);
  const time = { ...CLOCK, timeZone } as const;
  if (dayOf(at) === dayOf(now)) return dateFormat(locale, time).format(at);
  return dateFormat(locale, { weekday: "short", day: "numeric", month: "short", ...time }).format(at);
}

/**
 * A civil date ("2026-11-27": a day in the school's calendar, no time or zone) written for people
 * in their locale. It is read and formatted in UTC, so no time zone can move it to another day.
 */
export function civilDateLabel(date: string, options: Intl.DateTimeFormatOptions): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { ...options, timeZone: "UTC" });
}

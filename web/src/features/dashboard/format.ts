/** How the dashboard writes dates, times and rates. Civil dates are formatted in UTC, so no zone moves the day. */

const civil = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Tue 12 May" */
export const dayLabel = (date: string) =>
  civil(date).toLocaleDateString(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/** "Tuesday 12 May" */
export const longDayLabel = (date: string) =>
  civil(date).toLocaleDateString(undefined, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });

/** "12 May" (a week's Monday in the trend) */
export const shortDate = (date: string) =>
  civil(date).toLocaleDateString(undefined, { day: "numeric", month: "short", timeZone: "UTC" });

/** "May 2027" */
export const monthLabel = (month: string) =>
  civil(`${month}-01`).toLocaleDateString(undefined, { month: "long", year: "numeric", timeZone: "UTC" });

/** "86%", or an en dash when nothing was marked. */
export const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

/** An instant in the school's zone: "Thu 14 May, 09:00". */
export const instantLabel = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  });

/** "+3", "0", "−2" */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : "0");

/** How the dashboard writes dates, times and rates. */
import { civilDateLabel } from "@/lib/civil-date-label";

/** "Tue 12 May" */
export const dayLabel = (date: string) =>
  civilDateLabel(date, { weekday: "short", day: "numeric", month: "short" });

/** "Tuesday 12 May" */
export const longDayLabel = (date: string) =>
  civilDateLabel(date, { weekday: "long", day: "numeric", month: "long" });

/** "12 May" (a week's Monday in the trend) */
export const shortDate = (date: string) => civilDateLabel(date, { day: "numeric", month: "short" });

/** "May 2027" */
export const monthLabel = (month: string) =>
  civilDateLabel(`${month}-01`, { month: "long", year: "numeric" });

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

import type { MySession, MyWeek } from "@shared/me-week.schema";
import { civilDay, dateFormat } from "@/lib/dates";

export interface WeekDay {
  date: string;
  sessions: MySession[];
  /** Why the school is closed that day (every session of it cancelled), or null. */
  closed: string | null;
  isToday: boolean;
}

/** The week's days that have something on them, in date order, each with its sessions in start order. */
export function weekDays(week: Pick<MyWeek, "sessions" | "closedDays" | "today">): WeekDay[] {
  const days = new Map<string, WeekDay>();
  const day = (date: string) => {
    let d = days.get(date);
    if (!d) {
      d = { date, sessions: [], closed: null, isToday: date === week.today };
      days.set(date, d);
    }
    return d;
  };
  for (const s of week.sessions) day(s.date).sessions.push(s);
  for (const c of week.closedDays) day(c.date).closed = c.reason;
  // ISO dates and 24-hour times sort as plain strings; a locale's collation is slower and not needed.
  for (const d of days.values()) d.sessions.sort((a, b) => byText(a.start, b.start));
  return [...days.values()].sort((a, b) => byText(a.date, b.date));
}

/**
 * Whether a session has not started by the school's clock (`today`, `time` as the week's answer
 * says): only such a class can still be reported missed; the API refuses one that started.
 */
export const stillToCome = (session: Pick<MySession, "date" | "start">, today: string, time: string) =>
  session.date > today || (session.date === today && session.start > time);

/** The week's first to last civil date as the locale writes a range ("23–29 Nov", "Nov 23 – 29"). */
export function weekRangeLabel(start: string, end: string, locale?: string): string {
  return dateFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).formatRange(
    civilDay(start),
    civilDay(end),
  );
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

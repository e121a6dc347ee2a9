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

/** A day and wall-clock time on the school's clock. */
export interface SchoolClock {
  today: string;
  time: string;
}

/**
 * The school's clock `ms` after `clock`, by adding the time passed to the week answer's clock
 * (not by reading the device's, which may be set wrong or to another zone). A daylight-saving
 * change in between is not counted: it happens at night, when no class starts.
 */
export function clockAfter(clock: SchoolClock, ms: number): SchoolClock {
  const [h = 0, m = 0] = clock.time.split(":").map(Number);
  const minutes = h * 60 + m + Math.max(0, Math.floor(ms / 60_000));
  const day = civilDay(clock.today);
  day.setUTCDate(day.getUTCDate() + Math.floor(minutes / 1440));
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    today: day.toISOString().slice(0, 10),
    time: `${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`,
  };
}

/**
 * Whether a session has not started by the school's clock: only such a class can still be
 * reported missed; the API refuses one that started.
 */
export const stillToCome = (session: Pick<MySession, "date" | "start">, { today, time }: SchoolClock) =>
  session.date > today || (session.date === today && session.start > time);

/** The week's first to last civil date as the locale writes a range ("23–29 Nov", "Nov 23 – 29"). */
export function weekRangeLabel(start: string, end: string, locale?: string): string {
  return dateFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).formatRange(
    civilDay(start),
    civilDay(end),
  );
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

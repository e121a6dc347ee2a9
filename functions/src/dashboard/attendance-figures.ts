import { attendedOf, markedOf, type AttendanceDayEntry } from "../attendance/attendance-day-document";
import type { AttendanceRate, TrendSeries } from "../shared/dashboard.schema";
import { addDays, mondayOf } from "../shared/school-calendar";

/**
 * Rates and the weekly trend from the day summaries (attendance-day-document.ts). Pure, so the
 * arithmetic is tested without a database.
 */
export type Days = Map<string, Record<string, AttendanceDayEntry>>;

/** Friday practices belong to no program: their series has this id. */
export const PRACTICE_SERIES = "practice";

interface Totals {
  attended: number;
  marked: number;
}

/** Entries of the days from..to (inclusive) that `keep` accepts, summed. */
function totals(days: Days, from: string, to: string, keep: (e: AttendanceDayEntry) => boolean): Totals {
  const out = { attended: 0, marked: 0 };
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const entry of Object.values(days.get(date) ?? {})) {
      if (!keep(entry)) continue;
      out.attended += attendedOf(entry);
      out.marked += markedOf(entry);
    }
  }
  return out;
}

const rateOf = (t: Totals) => (t.marked === 0 ? null : t.attended / t.marked);

/** The rate over the `length` days ending today, against the `length` days before them. */
export function attendanceRate(
  days: Days,
  today: string,
  length: number,
  keep: (e: AttendanceDayEntry) => boolean,
): AttendanceRate {
  const current = totals(days, addDays(today, -(length - 1)), today, keep);
  const previous = totals(days, addDays(today, -(2 * length - 1)), addDays(today, -length), keep);
  const rate = rateOf(current);
  const previousRate = rateOf(previous);
  let direction: AttendanceRate["direction"] = null;
  if (rate !== null && previousRate !== null) {
    // Rounded to a tenth of a percent, as the screen shows them: equal on screen is "same".
    const delta = Math.round(rate * 1000) - Math.round(previousRate * 1000);
    direction = delta > 0 ? "up" : delta < 0 ? "down" : "same";
  }
  return { rate, marked: current.marked, previousRate, previousMarked: previous.marked, direction };
}

/** The Mondays of the `count` weeks ending with today's week, oldest first. */
export function trendWeeks(today: string, count: number): string[] {
  const last = mondayOf(today);
  return Array.from({ length: count }, (_, i) => addDays(last, -7 * (count - 1 - i)));
}

/**
 * One series per program with marks in the weeks (and one for Friday practices), each with a
 * weekly rate. Days after today count nothing (there are no marks in the future).
 */
export function weeklyTrend(
  days: Days,
  weeks: string[],
  today: string,
  keep: (e: AttendanceDayEntry) => boolean,
): Omit<TrendSeries, "name" | "color">[] {
  const seriesIds = new Set<string>();
  for (const entries of days.values())
    for (const e of Object.values(entries)) if (keep(e)) seriesIds.add(e.programId ?? PRACTICE_SERIES);
  return [...seriesIds].map((id) => {
    const ofSeries = (e: AttendanceDayEntry) => keep(e) && (e.programId ?? PRACTICE_SERIES) === id;
    const perWeek = weeks.map((monday) => {
      const sunday = addDays(monday, 6);
      return totals(days, monday, sunday < today ? sunday : today, ofSeries);
    });
    return { _id: id, rates: perWeek.map(rateOf), marked: perWeek.map((t) => t.marked) };
  });
}

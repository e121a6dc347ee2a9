import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { fridayIn } from "../../practices/practice-rules";
import {
  FRIDAY,
  addDays,
  dayOfWeek,
  daysBetween,
  mondayOf,
  nextFriday,
  occurrenceDates,
  termWeekCount,
  termWeeks,
  toSchoolDate,
  todayIn,
  weekOfTerm,
} from "../../shared/school-calendar";

/**
 * The calendar walked day by day through a whole year, in a northern zone (New York: DST from
 * 14 March to 7 November 2027) and a southern one (Sydney: DST until 4 April and from 3 October
 * 2027). Every expectation is derived from the zone database (through TZDate) or from plain
 * counting, never from the machine's own zone or clock.
 */
const YEAR = 2027;
const ZONES = ["America/New_York", "Australia/Sydney"] as const;

/** Every civil date of the year, in order. */
const DATES = Array.from({ length: 365 }, (_, i) => addDays(`${YEAR}-01-01`, i));

/** The instant of a local wall-clock time in a zone. */
function at(zone: string, date: string, h = 0, m = 0, s = 0, ms = 0): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, m, s, ms, zone).getTime());
}

const iso = (d: Date) => d.toISOString();

describe.each(ZONES)("the school calendar through %s's year", (zone) => {
  it("names every instant of every day by that day, from its first to its last millisecond", () => {
    expect(DATES.at(-1)).toBe(`${YEAR}-12-31`);
    for (const date of DATES) {
      const start = at(zone, date);
      const next = at(zone, addDays(date, 1));
      // A civil day lasts 23, 24 or 25 hours: its instants are [midnight, next midnight).
      const hours = (next.getTime() - start.getTime()) / 3_600_000;
      expect([23, 24, 25], date).toContain(hours);
      for (const instant of [start, at(zone, date, 12), new Date(next.getTime() - 1)]) {
        expect(toSchoolDate(iso(instant), zone), `${date} ${iso(instant)}`).toBe(date);
        expect(todayIn(zone, instant), `${date} ${iso(instant)}`).toBe(date);
      }
      expect(toSchoolDate(iso(new Date(start.getTime() - 1)), zone)).toBe(addDays(date, -1));
      // The weekday of a civil date is the zone's weekday for that day.
      expect(dayOfWeek(date), date).toBe(new TZDate(start.getTime(), zone).getDay());
    }
  });

  it("has 23- and 25-hour days only on its two DST changes", () => {
    const odd = DATES.filter((date) => {
      const ms = at(zone, addDays(date, 1)).getTime() - at(zone, date).getTime();
      return ms !== 86_400_000;
    });
    expect(odd).toEqual(
      zone === "America/New_York" ? ["2027-03-14", "2027-11-07"] : ["2027-04-04", "2027-10-03"],
    );
  });

  it("counts, steps and finds weeks the same way on every day", () => {
    DATES.forEach((date, i) => {
      expect(daysBetween(DATES[0]!, date)).toBe(i);
      if (i > 0) expect(addDays(DATES[i - 1]!, 1)).toBe(date);
      const monday = mondayOf(date);
      expect(dayOfWeek(monday), date).toBe(1);
      expect(daysBetween(monday, date)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(monday, date)).toBeLessThan(7);
      const friday = nextFriday(date);
      expect(dayOfWeek(friday), date).toBe(FRIDAY);
      expect(daysBetween(date, friday)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(date, friday)).toBeLessThan(7);
      if (dayOfWeek(date) === FRIDAY) expect(friday).toBe(date);
    });
  });

  it("accepts a practice on every Friday of the year, through the whole Friday, and nothing else", () => {
    let fridays = 0;
    for (const date of DATES) {
      const isFriday = dayOfWeek(date) === FRIDAY;
      if (isFriday) fridays++;
      const instants = [
        at(zone, date),
        at(zone, date, 17, 30),
        new Date(at(zone, addDays(date, 1)).getTime() - 1),
      ];
      for (const input of [date, ...instants.map(iso)]) {
        if (isFriday) expect(fridayIn(input, zone), input).toBe(date);
        else expect(() => fridayIn(input, zone), input).toThrow("Friday practice must be on a Friday");
      }
    }
    expect(fridays).toBe(53); // 2027 starts on a Friday
  });

  it("numbers term weeks from the first day, cut at the last, for a term across both DST changes", () => {
    const start = "2027-01-04";
    const end = "2027-12-17";
    const weeks = termWeeks(start, end);
    expect(weeks.length).toBe(termWeekCount(start, end));
    expect(weeks[0]).toEqual({ week: 1, start, end: "2027-01-10" });
    expect(weeks.at(-1)).toEqual({ week: 50, start: "2027-12-13", end });
    weeks.forEach((w, i) => {
      if (i > 0) expect(w.start).toBe(addDays(weeks[i - 1]!.end, 1));
      if (i < weeks.length - 1) expect(daysBetween(w.start, w.end)).toBe(6);
    });
    for (const date of DATES) {
      const week = weekOfTerm(start, end, date);
      if (date < start || date > end) {
        expect(week, date).toBeNull();
        continue;
      }
      const w = weeks[week! - 1]!;
      expect(date >= w.start && date <= w.end, date).toBe(true);
    }
    expect(weekOfTerm(start, end, start)).toBe(1);
    expect(weekOfTerm(start, end, end)).toBe(50);
    expect(weekOfTerm(start, end, addDays(start, -1))).toBeNull();
    expect(weekOfTerm(start, end, addDays(end, 1))).toBeNull();
  });

  it("keeps a weekly Sunday session every seven days through the DST Sundays", () => {
    const sundays = occurrenceDates(
      { dayOfWeek: 0, startDate: `${YEAR}-01-01`, endDate: `${YEAR}-12-31` },
      `${YEAR}-01-01`,
      `${YEAR}-12-31`,
    ).map((o) => o.date);
    expect(sundays).toEqual(DATES.filter((d) => dayOfWeek(d) === 0));
    expect(sundays).toHaveLength(52);
    sundays.slice(1).forEach((d, i) => expect(daysBetween(sundays[i]!, d)).toBe(7));
  });
});

describe("the instants around 2 a.m. on the DST change days", () => {
  const cases: [string, string, string][] = [
    // New York, spring forward on 14 March: 02:00 EST becomes 03:00 EDT.
    ["America/New_York", "2027-03-14T04:59:59.999Z", "2027-03-13"], // 23:59:59 EST
    ["America/New_York", "2027-03-14T05:00:00.000Z", "2027-03-14"], // midnight EST
    ["America/New_York", "2027-03-14T06:59:59.999Z", "2027-03-14"], // 01:59:59 EST
    ["America/New_York", "2027-03-14T07:00:00.000Z", "2027-03-14"], // 03:00 EDT
    ["America/New_York", "2027-03-15T03:59:59.999Z", "2027-03-14"], // 23:59:59 EDT
    ["America/New_York", "2027-03-15T04:00:00.000Z", "2027-03-15"], // midnight EDT
    // New York, fall back on 7 November: 01:00-02:00 happens twice.
    ["America/New_York", "2027-11-07T03:59:59.999Z", "2027-11-06"],
    ["America/New_York", "2027-11-07T04:00:00.000Z", "2027-11-07"], // midnight EDT
    ["America/New_York", "2027-11-07T05:30:00.000Z", "2027-11-07"], // 01:30 EDT
    ["America/New_York", "2027-11-07T06:30:00.000Z", "2027-11-07"], // 01:30 EST
    ["America/New_York", "2027-11-08T04:59:59.999Z", "2027-11-07"], // 23:59:59 EST
    ["America/New_York", "2027-11-08T05:00:00.000Z", "2027-11-08"],
    // Sydney, DST ends on 4 April: 03:00 AEDT becomes 02:00 AEST (02:00-03:00 twice).
    ["Australia/Sydney", "2027-04-03T12:59:59.999Z", "2027-04-03"],
    ["Australia/Sydney", "2027-04-03T13:00:00.000Z", "2027-04-04"], // midnight AEDT
    ["Australia/Sydney", "2027-04-03T15:30:00.000Z", "2027-04-04"], // 02:30 AEDT
    ["Australia/Sydney", "2027-04-03T16:30:00.000Z", "2027-04-04"], // 02:30 AEST
    ["Australia/Sydney", "2027-04-04T13:59:59.999Z", "2027-04-04"], // 23:59:59 AEST
    ["Australia/Sydney", "2027-04-04T14:00:00.000Z", "2027-04-05"],
    // Sydney, DST starts on 3 October: 02:00 AEST becomes 03:00 AEDT.
    ["Australia/Sydney", "2027-10-02T13:59:59.999Z", "2027-10-02"],
    ["Australia/Sydney", "2027-10-02T14:00:00.000Z", "2027-10-03"], // midnight AEST
    ["Australia/Sydney", "2027-10-02T15:59:59.999Z", "2027-10-03"], // 01:59:59 AEST
    ["Australia/Sydney", "2027-10-02T16:00:00.000Z", "2027-10-03"], // 03:00 AEDT
    ["Australia/Sydney", "2027-10-03T12:59:59.999Z", "2027-10-03"], // 23:59:59 AEDT
    ["Australia/Sydney", "2027-10-03T13:00:00.000Z", "2027-10-04"],
  ];

  it.each(cases)("%s: %s is %s", (zone, instant, date) => {
    expect(toSchoolDate(instant, zone)).toBe(date);
    expect(todayIn(zone, new Date(instant))).toBe(date);
  });

  it("tells a Friday-evening instant from a Friday in UTC, on both sides of the world", () => {
    // 2027-11-05 is a Friday. 23:30 Friday in New York is Saturday in UTC: accepted, as Friday.
    expect(fridayIn("2027-11-06T03:30:00Z", "America/New_York")).toBe("2027-11-05");
    // 21:00 Thursday in New York is Friday 01:00 in UTC: refused.
    expect(() => fridayIn("2027-11-05T01:00:00Z", "America/New_York")).toThrow("Friday");
    // 08:00 Saturday in Sydney is still Friday in UTC: refused there.
    expect(() => fridayIn("2027-11-05T21:00:00Z", "Australia/Sydney")).toThrow("Friday");
    // 08:00 Friday in Sydney is Thursday in UTC: accepted.
    expect(fridayIn("2027-11-04T21:00:00Z", "Australia/Sydney")).toBe("2027-11-05");
  });
});

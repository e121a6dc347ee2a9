import { describe, expect, it } from "vitest";
import {
  addDays,
  clockIn,
  dateRangesOverlap,
  dayOfWeek,
  isRealDate,
  mondayOf,
  nextFriday,
  occurrenceDates,
  occursOn,
  termWeekCount,
  termWeeks,
  timesOverlap,
  toSchoolDate,
  todayIn,
  weekOfTerm,
} from "../../shared/school-calendar";

const NY = "America/New_York";

describe("civil dates", () => {
  it("knows real dates and weekdays, across month, year and DST boundaries", () => {
    expect(isRealDate("2027-02-29")).toBe(false);
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("2027-13-01")).toBe(false);
    expect(dayOfWeek("2026-11-27")).toBe(5);
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2027-03-13", 1)).toBe("2027-03-14"); // US DST starts: still one civil day
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // a Sunday belongs to the week before
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
  });

  it("turns instants into the school's civil date", () => {
    expect(toSchoolDate("2026-11-27", NY)).toBe("2026-11-27");
    expect(toSchoolDate("2026-11-27T02:00:00Z", NY)).toBe("2026-11-26"); // Friday in UTC, Thursday in NY
    expect(toSchoolDate("2026-11-28T01:00:00Z", NY)).toBe("2026-11-27"); // Saturday in UTC, Friday in NY
    expect(toSchoolDate("2026-11-27T02:00:00Z", "Asia/Tokyo")).toBe("2026-11-27");
    expect(toSchoolDate("2026-02-30", NY)).toBeNull();
    expect(toSchoolDate("soon", NY)).toBeNull();
    expect(todayIn(NY, new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-23");
  });

  it("reads the school's wall clock, on the 24-hour clock, whatever the machine's zone", () => {
    expect(clockIn(NY, new Date("2026-11-29T04:25:00Z"))).toBe("23:25");
    expect(clockIn(NY, new Date("2026-11-29T05:05:00Z"))).toBe("00:05");
    expect(clockIn("Asia/Tokyo", new Date("2026-11-29T04:25:00Z"))).toBe("13:25");
  });

  it("finds the coming Friday (today when it is one)", () => {
    expect(nextFriday("2026-11-23")).toBe("2026-11-27");
    expect(nextFriday("2026-11-27")).toBe("2026-11-27");
    expect(nextFriday("2026-11-28")).toBe("2026-12-04");
  });
});

describe("terms", () => {
  it("counts partial weeks and lists week 1..N, the last cut at the end", () => {
    expect(termWeekCount("2027-01-04", "2027-01-10")).toBe(1);
    expect(termWeekCount("2027-01-04", "2027-01-11")).toBe(2);
    expect(termWeekCount("2026-09-28", "2027-01-08")).toBe(15);
    const weeks = termWeeks("2027-01-04", "2027-01-20");
    expect(weeks).toEqual([
      { week: 1, start: "2027-01-04", end: "2027-01-10" },
      { week: 2, start: "2027-01-11", end: "2027-01-17" },
      { week: 3, start: "2027-01-18", end: "2027-01-20" },
    ]);
    expect(weekOfTerm("2027-01-04", "2027-01-20", "2027-01-17")).toBe(2);
    expect(weekOfTerm("2027-01-04", "2027-01-20", "2027-01-21")).toBeNull();
  });
});

describe("weekly sessions", () => {
  const pattern = {
    dayOfWeek: 2,
    startDate: "2027-01-06",
    endDate: "2027-02-02",
    exceptions: [{ date: "2027-01-19", reason: "Holiday" }],
  };

  it("expands occurrences inside both the range and the session's dates, marking cancelled ones", () => {
    expect(occurrenceDates(pattern, "2027-01-01", "2027-01-31")).toEqual([
      { date: "2027-01-12", cancelled: false, cancelReason: null },
      { date: "2027-01-19", cancelled: true, cancelReason: "Holiday" },
      { date: "2027-01-26", cancelled: false, cancelReason: null },
    ]);
    expect(occurrenceDates(pattern, "2027-02-01", "2027-02-28").map((o) => o.date)).toEqual(["2027-02-02"]);
    expect(occurrenceDates(pattern, "2027-03-01", "2027-03-31")).toEqual([]);
    expect(occursOn(pattern, "2027-01-12")).toBe(true);
    expect(occursOn(pattern, "2027-01-05")).toBe(false); // a Tuesday before the first date
    expect(occursOn(pattern, "2027-01-13")).toBe(false);
  });

  it("treats times as half-open and date ranges as closed", () => {
    expect(timesOverlap("16:30", "17:30", "17:00", "18:00")).toBe(true);
    expect(timesOverlap("16:30", "17:30", "17:30", "18:30")).toBe(false);
    expect(timesOverlap("09:00", "12:00", "10:00", "11:00")).toBe(true);
    expect(dateRangesOverlap("2027-01-01", "2027-01-31", "2027-01-31", "2027-02-28")).toBe(true);
    expect(dateRangesOverlap("2027-01-01", "2027-01-30", "2027-01-31", "2027-02-28")).toBe(false);
  });
});

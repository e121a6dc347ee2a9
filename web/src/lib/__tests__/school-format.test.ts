import {
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatListTime,
  formatLongDate,
  formatTime,
  type SchoolClock,
} from "../school-format";

const NEW_YORK: SchoolClock = { timeZone: "America/New_York", dateFormat: "MM/dd/yyyy" };
const PARIS: SchoolClock = { timeZone: "Europe/Paris", dateFormat: "d MMM yyyy" };
/** Tuesday 24 November 2026, 20:04 in New York; already Wednesday in Paris. */
const TUESDAY_EVENING = "2026-11-25T01:04:00.000Z";

describe("school-format", () => {
  it("writes an instant at the school's wall clock, in its date format", () => {
    expect(formatDateTime(TUESDAY_EVENING, NEW_YORK)).toBe("11/24/2026, 20:04");
    expect(formatTime(TUESDAY_EVENING, NEW_YORK)).toBe("20:04");
    expect(formatDateTime(TUESDAY_EVENING, PARIS)).toBe("25 Nov 2026, 02:04");
    expect(formatDateTime(new Date(TUESDAY_EVENING), { ...NEW_YORK, dateFormat: "dd/MM/yyyy" })).toBe(
      "24/11/2026, 20:04",
    );
  });

  it("has one short and one long form of a date, and keeps a civil date on its day", () => {
    expect(formatDate("2026-11-27", NEW_YORK)).toBe("11/27/2026");
    expect(formatLongDate("2026-11-27", NEW_YORK)).toBe("Fri 11/27/2026");
    expect(formatDate("2026-11-27", { ...NEW_YORK, dateFormat: "yyyy-MM-dd" })).toBe("2026-11-27");
    expect(formatLongDate("2026-11-27", PARIS)).toBe("Fri 27 Nov 2026");
  });

  it("names today and yesterday by the school's calendar", () => {
    const now = new Date("2026-11-25T15:00:00.000Z"); // Wednesday 10:00 in New York
    expect(formatDayHeading(TUESDAY_EVENING, NEW_YORK, now)).toBe("Yesterday");
    expect(formatDayHeading(TUESDAY_EVENING, PARIS, now)).toBe("Today");
    expect(formatListTime(TUESDAY_EVENING, PARIS, now)).toBe("02:04");
    expect(formatDayHeading("2026-11-20T15:00:00.000Z", NEW_YORK, now)).toBe("Fri 11/20/2026");
  });

  it("shows a dash for a missing or broken time", () => {
    expect(formatDateTime(null, NEW_YORK)).toBe("—");
    expect(formatDate("not a date", NEW_YORK)).toBe("—");
  });
});

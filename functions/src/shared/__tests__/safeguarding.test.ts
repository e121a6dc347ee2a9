import { describe, expect, it } from "vitest";
import { isMinor, quietHoursEnd } from "../safeguarding";

const NY = "America/New_York";

describe("safeguarding rules", () => {
  it("counts age on the school's civil date, not UTC's", () => {
    // 2026-03-10 02:00 UTC is still 9 March in New York: the 18th birthday has not come.
    const now = new Date("2026-03-10T02:00:00Z");
    expect(isMinor("2008-03-10", NY, now)).toBe(true);
    expect(isMinor("2008-03-10", "Europe/London", now)).toBe(false);
    expect(isMinor("2008-03-09", NY, now)).toBe(false);
    expect(isMinor(null, NY, now)).toBe(true);
    expect(isMinor("2010-01-01", NY, now, 16)).toBe(false);
  });

  it("holds evening and early-morning moments until 07:00 in the school's zone", () => {
    // 22:30 in New York (EST, UTC-5) on 1 December: held until 07:00 on 2 December.
    expect(quietHoursEnd(new Date("2026-12-02T03:30:00Z"), NY)?.toISOString()).toBe(
      "2026-12-02T12:00:00.000Z",
    );
    // 06:59 the same morning: held one minute.
    expect(quietHoursEnd(new Date("2026-12-02T11:59:00Z"), NY)?.toISOString()).toBe(
      "2026-12-02T12:00:00.000Z",
    );
    // 07:00 and 20:59 are open.
    expect(quietHoursEnd(new Date("2026-12-02T12:00:00Z"), NY)).toBeNull();
    expect(quietHoursEnd(new Date("2026-12-03T01:59:00Z"), NY)).toBeNull();
    // A daytime window that does not cross midnight.
    expect(
      quietHoursEnd(new Date("2026-12-02T18:00:00Z"), NY, { start: "12:00", end: "14:00" })?.toISOString(),
    ).toBe("2026-12-02T19:00:00.000Z");
    expect(quietHoursEnd(new Date("2026-12-02T18:00:00Z"), NY, { start: "09:00", end: "09:00" })).toBeNull();
  });
});

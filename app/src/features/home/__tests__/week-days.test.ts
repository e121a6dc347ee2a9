import type { MySession } from "@shared/me-week.schema";
import { describe, expect, it } from "vitest";
import { clockAfter, stillToCome, weekDays, weekRangeLabel } from "../week-days";

const session = (date: string, start: string, status: MySession["status"] = "scheduled"): MySession => ({
  key: `schedule:${date}${start}`,
  kind: "class",
  date,
  start,
  end: "23:00",
  title: "Ballet",
  groupName: null,
  programName: null,
  room: "",
  instructor: null,
  status,
  cancelReason: null,
});

describe("weekDays", () => {
  it("groups sessions by day in date and time order, marks today and closed days", () => {
    const days = weekDays({
      today: "2026-11-25",
      sessions: [
        session("2026-11-27", "18:00"),
        session("2026-11-25", "19:00"),
        session("2026-11-25", "17:00"),
      ],
      closedDays: [{ date: "2026-11-26", reason: "Thanksgiving" }],
    });
    expect(days.map((d) => d.date)).toEqual(["2026-11-25", "2026-11-26", "2026-11-27"]);
    expect(days[0]!.sessions.map((s) => s.start)).toEqual(["17:00", "19:00"]);
    expect(days[0]!.isToday).toBe(true);
    expect(days[1]).toMatchObject({ closed: "Thanksgiving", sessions: [] });
  });

  it("takes a class as still to come until it starts on the school's clock", () => {
    const tonight = { date: "2026-11-28", start: "23:00" };
    const at = (today: string, time: string) => ({ today, time });
    expect(stillToCome(tonight, at("2026-11-28", "22:59"))).toBe(true);
    expect(stillToCome(tonight, at("2026-11-28", "23:00"))).toBe(false);
    expect(stillToCome(tonight, at("2026-11-28", "23:25"))).toBe(false);
    expect(stillToCome({ date: "2026-11-29", start: "09:00" }, at("2026-11-28", "23:25"))).toBe(true);
    expect(stillToCome({ date: "2026-11-27", start: "23:30" }, at("2026-11-28", "08:00"))).toBe(false);
  });

  it("moves the school's clock on by whole minutes passed, into the next days and months", () => {
    const clock = { today: "2026-11-30", time: "17:58" };
    expect(clockAfter(clock, 0)).toEqual(clock);
    expect(clockAfter(clock, 59_999)).toEqual(clock);
    expect(clockAfter(clock, 2 * 60_000)).toEqual({ today: "2026-11-30", time: "18:00" });
    expect(clockAfter(clock, (6 * 60 + 2) * 60_000)).toEqual({ today: "2026-12-01", time: "00:00" });
    expect(clockAfter(clock, 2 * 86_400_000 + 60_000)).toEqual({ today: "2026-12-02", time: "17:59" });
    // A device clock set back since the answer does not turn the school's clock back.
    expect(clockAfter(clock, -3_600_000)).toEqual(clock);
  });

  it("labels a week within a month and across two", () => {
    expect(weekRangeLabel("2026-11-23", "2026-11-29", "en-GB")).toMatch(/^23\s*–\s*29\sNov$/);
    expect(weekRangeLabel("2026-11-30", "2026-12-06", "en-GB")).toMatch(/^30\sNov\s*–\s*6\sDec$/);
    expect(weekRangeLabel("2026-11-23", "2026-11-29", "en-US")).toMatch(/^Nov\s23\s*–\s*29$/);
  });
});

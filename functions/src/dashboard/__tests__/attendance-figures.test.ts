import { describe, expect, it } from "vitest";
import { absenceStreakOf } from "../../attendance/absence-streak";
import { attendanceDayWrite, type AttendanceDayEntry } from "../../attendance/attendance-day-document";
import type { AttendanceStatus } from "../../shared/attendance.schema";
import { PRACTICE_SERIES, attendanceRate, trendWeeks, weeklyTrend, type Days } from "../attendance-figures";

const P = "prog-a";
const all = () => true;

/** Day summaries built with the same builder the save handler uses. */
function daysOf(
  marks: { date: string; programId: string | null; records: AttendanceStatus[]; id?: string }[],
) {
  const days: Days = new Map();
  for (const m of marks) {
    const records = Object.fromEntries(m.records.map((s, i) => [`s${i}`, s]));
    const id = m.id ?? `${m.programId ?? "practice"}_${m.date}`;
    const write = attendanceDayWrite(
      m.date,
      id,
      {
        sessionType: m.programId ? "schedule" : "practice",
        sessionId: id,
        programId: m.programId,
        groupIds: [],
      },
      records,
      0,
    );
    days.set(m.date, {
      ...(days.get(m.date) ?? {}),
      ...(write.sessions as Record<string, AttendanceDayEntry>),
    });
  }
  return days;
}

describe("attendanceRate", () => {
  it("counts present and late over all marks in the period, against the period before", () => {
    const days = daysOf([
      { date: "2031-05-14", programId: P, records: ["present", "late", "absent", "excused"] },
      { date: "2031-05-08", programId: P, records: ["present", "present", "present", "absent"] },
      { date: "2031-05-07", programId: P, records: ["absent", "absent"] }, // 8 days back: previous week
    ]);
    const week = attendanceRate(days, "2031-05-14", 7, all);
    expect(week).toMatchObject({
      rate: 5 / 8,
      marked: 8,
      previousRate: 0,
      previousMarked: 2,
      direction: "up",
    });
  });

  it("has no rate and no direction without marks, and keeps only what the filter keeps", () => {
    const days = daysOf([{ date: "2031-05-14", programId: "other", records: ["present"] }]);
    expect(attendanceRate(days, "2031-05-14", 30, (e) => e.programId === P)).toEqual({
      rate: null,
      marked: 0,
      previousRate: null,
      previousMarked: 0,
      direction: null,
    });
  });

  it("calls equal rates (to a tenth of a percent) the same", () => {
    const days = daysOf([
      { date: "2031-05-14", programId: P, records: ["present", "absent"] },
      { date: "2031-05-01", programId: P, records: ["late", "absent"] },
    ]);
    expect(attendanceRate(days, "2031-05-14", 7, all).direction).toBe("same");
  });
});

describe("weeklyTrend", () => {
  it("gives each program and the practices a rate per week, Monday to Sunday, up to today", () => {
    const weeks = trendWeeks("2031-05-14", 12); // a Wednesday
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe("2031-05-12");
    expect(weeks[0]).toBe("2031-02-24");
    const days = daysOf([
      { date: "2031-05-12", programId: P, records: ["present", "absent"] },
      { date: "2031-05-11", programId: P, records: ["present"] }, // Sunday: the week before
      { date: "2031-05-09", programId: null, records: ["present", "present", "absent", "absent"] },
    ]);
    const series = weeklyTrend(days, weeks, "2031-05-14", all);
    const program = series.find((s) => s._id === P)!;
    const practice = series.find((s) => s._id === PRACTICE_SERIES)!;
    expect(program.rates.slice(-2)).toEqual([1, 0.5]);
    expect(program.marked.slice(-2)).toEqual([1, 2]);
    expect(program.rates.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(practice.rates.slice(-2)).toEqual([0.5, null]);
  });
});

describe("absenceStreakOf", () => {
  it("counts the absences at the head of the newest-first marks; any other mark ends the run", () => {
    expect(
      absenceStreakOf([
        { date: "2031-05-14", status: "absent" },
        { date: "2031-05-07", status: "absent" },
        { date: "2031-04-30", status: "excused" },
        { date: "2031-04-23", status: "absent" },
      ]),
    ).toEqual({ absenceStreak: 2, absenceStreakSince: "2031-05-07", absenceStreakLast: "2031-05-14" });
    expect(absenceStreakOf([{ date: "2031-05-14", status: "late" }])).toEqual({
      absenceStreak: 0,
      absenceStreakSince: null,
      absenceStreakLast: null,
    });
    expect(absenceStreakOf([]).absenceStreak).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { absenceChanges, absenceMailId } from "../absence-alerts";
import { attendanceRate } from "../get-student-attendance.handler";

describe("absence alert changes", () => {
  it("alerts only for a new absent mark (not excused), and cancels when absent is changed or cleared", () => {
    expect(absenceChanges({}, { a: "absent", b: "excused", c: "present" })).toEqual({
      nowAbsent: ["a"],
      noLongerAbsent: [],
    });
    expect(absenceChanges({ a: "absent" }, { a: "absent" })).toEqual({ nowAbsent: [], noLongerAbsent: [] });
    expect(absenceChanges({ a: "absent", b: "absent" }, { a: "present", c: "absent" })).toEqual({
      nowAbsent: ["c"],
      noLongerAbsent: ["a", "b"],
    });
    expect(absenceChanges({ a: "late" }, { a: "absent" })).toEqual({ nowAbsent: ["a"], noLongerAbsent: [] });
  });

  it("derives one mail id per student per occurrence", () => {
    expect(absenceMailId("practice_p1_2027-01-15", "s1")).toBe("absence_practice_p1_2027-01-15_s1");
  });
});

describe("attendance rate", () => {
  it("is (present + late) / all marked, or null when nothing is marked", () => {
    expect(attendanceRate({ present: 0, absent: 0, late: 0, excused: 0 })).toBeNull();
    expect(attendanceRate({ present: 2, absent: 1, late: 1, excused: 0 })).toBe(0.75);
    expect(attendanceRate({ present: 0, absent: 0, late: 0, excused: 2 })).toBe(0);
  });
});

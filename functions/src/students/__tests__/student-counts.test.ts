import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  STUDENT_COUNTS_LAYOUT,
  countedPaths,
  countsOf,
  countsUpdate,
  figuresFromCounts,
  followUpsFromCounts,
  studentCountsChange,
  usableCounts,
} from "../student-counts";

const ZONE = "America/New_York";
const noon = (date: string) => Timestamp.fromDate(new Date(`${date}T12:00:00Z`));

describe("countedPaths", () => {
  it("counts an active student by status and enrolment month, school-wide and per program", () => {
    expect(
      countedPaths({ status: "active", programIds: ["p1", "p1"], enrolledAt: noon("2026-11-30") }, null),
    ).toEqual([
      "all/active",
      "all/joined/2026-11",
      "all/enrolled/2026-11",
      "programs/p1/active",
      "programs/p1/joined/2026-11",
      "programs/p1/enrolled/2026-11",
    ]);
  });

  it("does not count a waitlisted student as enrolled, nor an inactive one as joined", () => {
    expect(countedPaths({ status: "waitlist", enrolledAt: noon("2026-11-03") }, null)).toEqual([
      "all/waitlist",
    ]);
    expect(countedPaths({ status: "inactive", enrolledAt: noon("2026-11-03") }, null)).toEqual([
      "all/inactive",
      "all/enrolled/2026-11",
    ]);
  });

  it("files a leaver under the month of the school's zone, an enrolment under its UTC month", () => {
    // 03:00 UTC on 1 December is still 30 November in New York.
    const leaver = {
      status: "archived",
      statusBeforeArchive: "active",
      archivedAt: Timestamp.fromDate(new Date("2026-12-01T03:00:00Z")),
      enrolledAt: new Date("2026-12-01T03:00:00Z"),
    };
    expect(countedPaths(leaver, ZONE)).toEqual(["all/archived", "all/enrolled/2026-12", "all/left/2026-11"]);
    expect(() => countedPaths(leaver, null)).toThrow(/time zone/);
    // Archived from the waitlist: not a leaver.
    expect(countedPaths({ ...leaver, statusBeforeArchive: "waitlist" }, null)).toEqual([
      "all/archived",
      "all/enrolled/2026-12",
    ]);
  });

  it("counts an active student with a run of absences to follow up, not an inactive one", () => {
    expect(countedPaths({ status: "active", absenceStreak: 2, programIds: ["p1"] }, null)).toEqual([
      "all/active",
      "all/followUps",
      "programs/p1/active",
      "programs/p1/followUps",
    ]);
    expect(countedPaths({ status: "active", absenceStreak: 1 }, null)).toEqual(["all/active"]);
    expect(countedPaths({ status: "inactive", absenceStreak: 3 }, null)).toEqual(["all/inactive"]);
  });

  it("counts nothing for no record, or a status it does not know", () => {
    expect(countedPaths(null, null)).toEqual([]);
    expect(countedPaths({ status: "graduated" }, null)).toEqual([]);
  });
});

describe("studentCountsChange and countsUpdate", () => {
  it("moves only what a write changes", () => {
    const before = { status: "active", programIds: ["p1"], enrolledAt: noon("2026-10-02") };
    const after = { ...before, programIds: ["p2"] };
    expect(Object.fromEntries(studentCountsChange([[before, after]], null))).toEqual({
      "programs/p1/active": -1,
      "programs/p1/joined/2026-10": -1,
      "programs/p1/enrolled/2026-10": -1,
      "programs/p2/active": 1,
      "programs/p2/joined/2026-10": 1,
      "programs/p2/enrolled/2026-10": 1,
    });
    // A write that changes nothing counted (a name, a note) changes no count.
    expect(countsUpdate(studentCountsChange([[before, { ...before }]], null))).toBeNull();
  });

  it("adds up many writes, and writes nested increments with the sequence moved on", () => {
    const created = { status: "active", enrolledAt: noon("2026-10-02") };
    const change = studentCountsChange(
      [
        [null, created],
        [null, created],
      ],
      null,
    );
    expect(change.get("all/active")).toBe(2);
    const update = countsUpdate(change)!;
    expect(Object.keys(update).sort()).toEqual(["all", "seq"]);
    expect(Object.keys(update.all as object).sort()).toEqual(["active", "enrolled", "joined"]);
  });
});

describe("countsOf and figuresFromCounts", () => {
  const stored = {
    layout: STUDENT_COUNTS_LAYOUT,
    rebuiltAt: Timestamp.now(),
    timeZone: ZONE,
    ...countsOf(
      [
        { status: "active", programIds: ["p1"], enrolledAt: noon("2026-11-02") },
        { status: "active", programIds: ["p1"], enrolledAt: noon("2025-01-02"), absenceStreak: 4 },
        { status: "waitlist", programIds: ["p1"], enrolledAt: noon("2026-11-02") },
        {
          status: "archived",
          statusBeforeArchive: "active",
          programIds: ["p2"],
          enrolledAt: noon("2024-01-02"),
          archivedAt: Timestamp.fromDate(new Date("2026-11-20T10:00:00Z")),
        },
      ],
      ZONE,
    ),
  };

  it("gives the month's figures of the school and of a program", () => {
    expect(figuresFromCounts(stored, undefined, "2026-11")).toEqual({
      active: 2,
      waitlist: 1,
      joined: 1,
      left: 1,
      newEnrolments: 1,
    });
    expect(figuresFromCounts(stored, "p2", "2026-11")).toEqual({
      active: 0,
      waitlist: 0,
      joined: 0,
      left: 1,
      newEnrolments: 0,
    });
    expect(figuresFromCounts(stored, "unknown", "2026-11")).toEqual({
      active: 0,
      waitlist: 0,
      joined: 0,
      left: 0,
      newEnrolments: 0,
    });
  });

  it("gives how many students to follow up", () => {
    expect(followUpsFromCounts(stored, undefined)).toBe(1);
    expect(followUpsFromCounts(stored, "p1")).toBe(1);
    expect(followUpsFromCounts(stored, "p2")).toBe(0);
  });

  it("is read only when complete, of this layout and cut in the school's zone", () => {
    expect(usableCounts(stored, ZONE)).toBe(true);
    expect(usableCounts(stored, "Europe/London")).toBe(false);
    expect(usableCounts({ ...stored, rebuiltAt: undefined }, ZONE)).toBe(false);
    expect(usableCounts({ ...stored, layout: 0 }, ZONE)).toBe(false);
    expect(usableCounts(undefined, ZONE)).toBe(false);
  });
});

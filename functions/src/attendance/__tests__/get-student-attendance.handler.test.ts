import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { getStudentAttendance } from "../get-student-attendance.handler";
import { saveAttendance } from "../save-attendance.handler";
import { makePractice, makeStudent, makeWeeklySession, uniqueId } from "../../__tests__/factories";

describe("getStudentAttendance", () => {
  it("answers a student's marks newest first, named by session, with the rate", async () => {
    const { group, schedule } = await makeWeeklySession({ name: "Juniors" });
    const student = await makeStudent([group.id]);
    const practice = await makePractice([group.id], { title: "Showcase prep" });
    const ctx = testContext("staff");
    const mark = (date: string, sessionId: string, status: "present" | "absent" | "late") =>
      saveAttendance({ ctx, input: { date, sessionId, records: { [student.id]: status } } });
    await mark("2027-01-12", `schedule:${schedule.id}`, "present");
    await mark("2027-01-15", `practice:${practice.id}`, "late");
    await mark("2027-01-19", `schedule:${schedule.id}`, "absent");

    const result = await getStudentAttendance({ ctx, input: { studentId: student.id } });

    expect(result.counts).toEqual({ present: 1, absent: 1, late: 1, excused: 0 });
    expect(result.rate).toBeCloseTo(2 / 3);
    expect(result.records).toEqual([
      {
        date: "2027-01-19",
        sessionType: "schedule",
        sessionId: schedule.id,
        sessionName: "Juniors · Tue 16:00",
        status: "absent",
      },
      {
        date: "2027-01-15",
        sessionType: "practice",
        sessionId: practice.id,
        sessionName: "Showcase prep",
        status: "late",
      },
      {
        date: "2027-01-12",
        sessionType: "schedule",
        sessionId: schedule.id,
        sessionName: "Juniors · Tue 16:00",
        status: "present",
      },
    ]);
  });

  it("has no rate for a student never marked", async () => {
    const student = await makeStudent([]);
    const result = await getStudentAttendance({
      ctx: testContext("staff"),
      input: { studentId: student.id },
    });
    expect(result).toEqual({
      rate: null,
      counts: { present: 0, absent: 0, late: 0, excused: 0 },
      records: [],
    });
  });

  it("404s an unknown student", async () => {
    await expect(
      getStudentAttendance({ ctx: testContext("staff"), input: { studentId: uniqueId("stu") } }),
    ).rejects.toMatchObject({ status: 404, code: "not_found" });
  });
});

import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { HttpError } from "../../lib/http-error";
import { saveAttendance } from "../save-attendance.handler";
import {
  auditOf,
  makeGroup,
  makePractice,
  makeStudent,
  makeWeeklySession,
  uniqueId,
} from "../../__tests__/factories";

/** A Tuesday of the factories' term. */
const TUE = "2027-01-12";

async function weeklySession() {
  const { group, schedule, key } = await makeWeeklySession();
  const [a, b] = await Promise.all([makeStudent([group.id]), makeStudent([group.id])]);
  return { group, a, b, schedule, key };
}

describe("saveAttendance", () => {
  it("saves the named marks and records who changed what in the audit log", async () => {
    const { a, b, schedule, key } = await weeklySession();
    const ctx = testContext("staff");

    const saved = await saveAttendance({
      ctx,
      input: { date: TUE, sessionId: key, records: { [a.id]: "present", [b.id]: "late" }, notes: "Warm-up" },
    });

    const attendanceId = `schedule_${schedule.id}_${TUE}`;
    expect(saved).toMatchObject({
      attendanceId,
      changed: 2,
      records: { [a.id]: "present", [b.id]: "late" },
      notes: "Warm-up",
    });
    const audit = await auditOf(attendanceId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "attendance.mark",
      resource: "attendance",
      actor: { uid: ctx.actor.sub, role: "staff" },
      details: {
        date: TUE,
        session: key,
        changes: { [a.id]: { from: null, to: "present" }, [b.id]: { from: null, to: "late" } },
        notesChanged: true,
      },
    });
  });

  it("writes nothing when the same marks are saved again, and clears a mark set to null", async () => {
    const { a, b, schedule, key } = await weeklySession();
    const ctx = testContext("staff");
    const attendanceId = `schedule_${schedule.id}_${TUE}`;
    await saveAttendance({ ctx, input: { date: TUE, sessionId: key, records: { [a.id]: "absent" } } });

    const again = await saveAttendance({
      ctx,
      input: { date: TUE, sessionId: key, records: { [a.id]: "absent" } },
    });
    expect(again.changed).toBe(0);
    expect(await auditOf(attendanceId)).toHaveLength(1);

    // Another staff member marks b: a's mark stays (marks are written field by field).
    const other = testContext("admin");
    const both = await saveAttendance({
      ctx: other,
      input: { date: TUE, sessionId: key, records: { [b.id]: "present" } },
    });
    expect(both.records).toEqual({ [a.id]: "absent", [b.id]: "present" });

    const cleared = await saveAttendance({
      ctx,
      input: { date: TUE, sessionId: key, records: { [a.id]: null } },
    });
    expect(cleared.records).toEqual({ [b.id]: "present" });
    const audit = await auditOf(attendanceId);
    expect(audit).toHaveLength(3);
    expect(audit[2]!.details.changes).toEqual({ [a.id]: { from: "absent", to: null } });
  });

  it("404s a session that does not exist and writes no audit entry", async () => {
    const student = await makeStudent([]);
    const missing = uniqueId("sch");
    const saving = saveAttendance({
      ctx: testContext("staff"),
      input: { date: TUE, sessionId: `schedule:${missing}`, records: { [student.id]: "present" } },
    });
    await expect(saving).rejects.toBeInstanceOf(HttpError);
    await expect(saving).rejects.toMatchObject({ status: 404, code: "not_found" });
    expect(await auditOf(`schedule_${missing}_${TUE}`)).toHaveLength(0);
  });

  it("400s a student outside the session's groups, naming the field", async () => {
    const { a, key } = await weeklySession();
    const outsider = await makeStudent([(await makeGroup()).id]);
    await expect(
      saveAttendance({
        ctx: testContext("staff"),
        input: { date: TUE, sessionId: key, records: { [a.id]: "present", [outsider.id]: "present" } },
      }),
    ).rejects.toMatchObject({ status: 400, fields: { [`records.${outsider.id}`]: expect.any(String) } });
  });

  it("400s a date the session does not run on, and a cancelled practice", async () => {
    const { a, key } = await weeklySession();
    await expect(
      saveAttendance({
        ctx: testContext("staff"),
        input: { date: "2027-01-13", sessionId: key, records: { [a.id]: "present" } },
      }),
    ).rejects.toMatchObject({ status: 400, fields: { date: expect.any(String) } });

    const group = await makeGroup();
    const student = await makeStudent([group.id]);
    const practice = await makePractice([group.id], { status: "cancelled", cancelReason: "Hall closed" });
    await expect(
      saveAttendance({
        ctx: testContext("staff"),
        input: {
          date: practice.date,
          sessionId: `practice:${practice.id}`,
          records: { [student.id]: "present" },
        },
      }),
    ).rejects.toMatchObject({ status: 400, fields: { date: "Cancelled: Hall closed." } });
  });

  describe("with the marks the client saw (base)", () => {
    it("409s a mark someone else changed meanwhile, names it, and writes nothing", async () => {
      const { a, b, schedule, key } = await weeklySession();
      const attendanceId = `schedule_${schedule.id}_${TUE}`;
      // Someone else marks a present after this client loaded the roster (a unmarked then).
      await saveAttendance({
        ctx: testContext("admin"),
        input: { date: TUE, sessionId: key, records: { [a.id]: "present" } },
      });

      const saving = saveAttendance({
        ctx: testContext("staff"),
        input: {
          date: TUE,
          sessionId: key,
          records: { [a.id]: "absent", [b.id]: "late" },
          base: { [a.id]: null, [b.id]: null },
        },
      });
      await expect(saving).rejects.toMatchObject({
        status: 409,
        code: "conflict",
        fields: { [`records.${a.id}`]: "Now saved as present." },
        details: { conflicts: { [a.id]: "present" } },
      });
      const roster = await saveAttendance({
        ctx: testContext("staff"),
        input: { date: TUE, sessionId: key, records: {} },
      });
      expect(roster.records).toEqual({ [a.id]: "present" });
      expect(await auditOf(attendanceId)).toHaveLength(1);
    });

    it("saves when the stored mark is still the one seen, or already the one asked for", async () => {
      const { a, b, key } = await weeklySession();
      await saveAttendance({
        ctx: testContext("admin"),
        input: { date: TUE, sessionId: key, records: { [a.id]: "present", [b.id]: "late" } },
      });

      // a: seen as present, now absent; b: someone else already set late (the same save twice).
      const saved = await saveAttendance({
        ctx: testContext("staff"),
        input: {
          date: TUE,
          sessionId: key,
          records: { [a.id]: "absent", [b.id]: "late" },
          base: { [a.id]: "present", [b.id]: null },
        },
      });
      expect(saved).toMatchObject({ changed: 1, records: { [a.id]: "absent", [b.id]: "late" } });
    });
  });
});

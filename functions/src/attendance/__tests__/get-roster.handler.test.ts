import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { collections } from "../../lib/collections";
import { getRoster } from "../get-roster.handler";
import { saveAttendance } from "../save-attendance.handler";
import { makeGroup, makePractice, makeStudent, makeWeeklySession, uniqueId } from "../../__tests__/factories";

describe("getRoster", () => {
  it("lists the active students of a practice's groups, then its marks once taken", async () => {
    const [g1, g2, elsewhere] = await Promise.all([makeGroup(), makeGroup(), makeGroup()]);
    const [ann, bob, gone, outsider] = await Promise.all([
      makeStudent([g1.id], { lastName: "Adams" }),
      makeStudent([g2.id], { lastName: "Brown" }),
      makeStudent([g1.id], { status: "inactive" }),
      makeStudent([elsewhere.id]),
    ]);
    const practice = await makePractice([g1.id, g2.id], { title: "Friday run-through" });
    const input = { date: practice.date, sessionId: `practice:${practice.id}` };
    const ctx = testContext("staff");

    const empty = await getRoster({ ctx, input });
    expect(empty.attendanceId).toBe(`practice_${practice.id}_${practice.date}`);
    expect(empty.session).toMatchObject({ name: "Friday run-through", sessionType: "practice", marked: 0 });
    expect(empty.students.map((s) => s._id)).toEqual([ann.id, bob.id]);
    expect(empty.records).toEqual({});
    expect(empty.takenBy).toBeNull();
    expect([gone.id, outsider.id].some((id) => empty.students.some((s) => s._id === id))).toBe(false);

    await saveAttendance({
      ctx,
      input: { ...input, records: { [ann.id]: "present" }, notes: "Good energy" },
    });
    const taken = await getRoster({ ctx, input });
    expect(taken.records).toEqual({ [ann.id]: "present" });
    expect(taken.notes).toBe("Good energy");
    expect(taken.takenBy).toBe(ctx.actor.sub);
    expect(taken.session.marked).toBe(1);
  });

  it("keeps a student who left after being marked on the roster", async () => {
    const { group, key } = await makeWeeklySession();
    const student = await makeStudent([group.id]);
    const input = { date: "2027-01-19", sessionId: key };
    const ctx = testContext("staff");
    await saveAttendance({ ctx, input: { ...input, records: { [student.id]: "late" } } });
    await collections.students.ref(student.id).update({ status: "archived", groupIds: [] });

    const roster = await getRoster({ ctx, input });
    expect(roster.students.map((s) => s._id)).toEqual([student.id]);
    expect(roster.session.name).toBe(`${group.name} · Tue 16:00`);
  });

  it("400s a date the practice is not on and 404s an unknown practice", async () => {
    const practice = await makePractice([(await makeGroup()).id]);
    const ctx = testContext("staff");
    await expect(
      getRoster({ ctx, input: { date: "2027-01-22", sessionId: `practice:${practice.id}` } }),
    ).rejects.toMatchObject({ status: 400, fields: { date: `This practice is on ${practice.date}.` } });
    await expect(
      getRoster({ ctx, input: { date: "2027-01-22", sessionId: `practice:${uniqueId("prc")}` } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

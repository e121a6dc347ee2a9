import { beforeEach, describe, expect, it } from "vitest";
import {
  dropMarks,
  keepRosterCopy,
  listQueuedMarks,
  onOutboxChange,
  queueMarks,
  readRosterCopy,
  resolveConflict,
  settleMarks,
} from "../mark-outbox";
import { freshOutbox, occurrence } from "./outbox-test-db";

const ann = { studentId: "ann", studentName: "Ann Lee" };
const bea = { studentId: "bea", studentName: "Bea Ray" };

describe("the attendance outbox", () => {
  beforeEach(freshOutbox);

  it("keeps marks per user, occurrence and student, and keeps the first base when re-marked", async () => {
    await queueMarks(occurrence(), [
      { ...ann, status: "absent", base: null },
      { ...bea, status: "late", base: "present" },
    ]);
    await queueMarks(occurrence(), [{ ...ann, status: "excused", base: "absent" }]);
    await queueMarks(occurrence({ userId: "u2" }), [{ ...ann, status: "present", base: null }]);

    const mine = await listQueuedMarks("u1");
    expect(mine.map((m) => [m.studentId, m.status, m.base, m.state])).toEqual([
      ["bea", "late", "present", "pending"],
      ["ann", "excused", null, "pending"],
    ]);
    expect(await listQueuedMarks("u2")).toHaveLength(1);
  });

  it("forgets a mark set back to the one it was based on: nothing is left to send", async () => {
    await queueMarks(occurrence(), [{ ...ann, status: "absent", base: "present" }]);
    await queueMarks(occurrence(), [{ ...ann, status: "present", base: "absent" }]);
    expect(await listQueuedMarks("u1")).toEqual([]);
  });

  it("settles sent marks, but not one changed on the device while it was on its way", async () => {
    await queueMarks(
      occurrence(),
      [{ ...ann, status: "absent", base: null }],
      new Date("2027-01-12T10:00:00Z"),
    );
    await queueMarks(
      occurrence(),
      [{ ...bea, status: "late", base: null }],
      new Date("2027-01-12T10:00:00Z"),
    );
    const sent = await listQueuedMarks("u1");
    await queueMarks(
      occurrence(),
      [{ ...bea, status: "absent", base: null }],
      new Date("2027-01-12T10:01:00Z"),
    );

    await settleMarks(sent);
    const left = await listQueuedMarks("u1");
    expect(left.map((m) => [m.studentId, m.status])).toEqual([["bea", "absent"]]);
  });

  it("resolves a conflict: mine is sent again against their mark, theirs drops mine", async () => {
    await queueMarks(occurrence(), [
      { ...ann, status: "absent", base: null, state: "conflict", theirs: "present" },
      { ...bea, status: "late", base: null, state: "conflict", theirs: "excused" },
    ]);
    const [first, second] = await listQueuedMarks("u1");
    await resolveConflict(first!, "mine");
    await resolveConflict(second!, "theirs");

    const left = await listQueuedMarks("u1");
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ studentId: first!.studentId, state: "pending", base: first!.theirs });
    await dropMarks([left[0]!.id]);
    expect(await listQueuedMarks("u1")).toEqual([]);
  });

  it("tells listeners of every change", async () => {
    let heard = 0;
    const stop = onOutboxChange(() => (heard += 1));
    await queueMarks(occurrence(), [{ ...ann, status: "absent", base: null }]);
    await dropMarks([]);
    stop();
    await queueMarks(occurrence(), [{ ...bea, status: "absent", base: null }]);
    expect(heard).toBe(2);
  });

  it("keeps the last roster a user loaded per occurrence, for an offline visit", async () => {
    const roster = { attendanceId: "a1", records: { ann: "present" } } as never;
    const where = { userId: "u1", date: "2027-01-12", sessionKey: "schedule:s1" };
    await keepRosterCopy(where, roster, new Date("2027-01-12T10:00:00Z"));
    expect(await readRosterCopy(where)).toMatchObject({ roster, savedAt: "2027-01-12T10:00:00.000Z" });
    expect(await readRosterCopy({ ...where, userId: "u2" })).toBeUndefined();
  });
});

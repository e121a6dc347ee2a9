import type { SaveAttendanceInput } from "@shared/attendance.schema";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { listQueuedMarks, queueMarks } from "../mark-outbox";
import { sendQueuedMarks } from "../send-queued-marks";
import { freshOutbox, occurrence } from "./outbox-test-db";

const ann = { studentId: "ann", studentName: "Ann Lee" };
const bea = { studentId: "bea", studentName: "Bea Ray" };
const cal = { studentId: "cal", studentName: "Cal Fox" };
const offline = () => new ApiError(0, "network", "Network Error");

describe("sendQueuedMarks", () => {
  beforeEach(freshOutbox);

  it("sends one request per occurrence with the marks each was based on, then forgets them", async () => {
    await queueMarks(occurrence(), [
      { ...ann, status: "absent", base: null },
      { ...bea, status: "late", base: "present" },
    ]);
    await queueMarks(occurrence({ date: "2027-01-19" }), [{ ...ann, status: "present", base: null }]);
    const save = vi.fn((_: SaveAttendanceInput) => Promise.resolve({}));

    const report = await sendQueuedMarks("u1", save);

    expect(report).toEqual({ sent: 3, conflicts: 0, refused: 0, offline: false });
    expect(save.mock.calls.map(([input]) => input)).toEqual([
      {
        date: "2027-01-12",
        sessionId: "schedule:s1",
        records: { ann: "absent", bea: "late" },
        base: { ann: null, bea: "present" },
      },
      { date: "2027-01-19", sessionId: "schedule:s1", records: { ann: "present" }, base: { ann: null } },
    ]);
    expect(await listQueuedMarks("u1")).toEqual([]);
  });

  it("keeps everything when the server cannot be reached", async () => {
    await queueMarks(occurrence(), [{ ...ann, status: "absent", base: null }]);
    const report = await sendQueuedMarks("u1", () => Promise.reject(offline()));
    expect(report.offline).toBe(true);
    expect((await listQueuedMarks("u1")).map((m) => m.state)).toEqual(["pending"]);
  });

  it("sets a conflict aside with the mark saved meanwhile and sends the others again", async () => {
    await queueMarks(occurrence(), [
      { ...ann, status: "absent", base: null },
      { ...bea, status: "late", base: null },
    ]);
    const save = vi
      .fn<(input: SaveAttendanceInput) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(409, "conflict", "One mark was changed", {}, { conflicts: { ann: "present" } }),
      )
      .mockResolvedValueOnce({});

    const report = await sendQueuedMarks("u1", save);

    expect(report).toEqual({ sent: 1, conflicts: 1, refused: 0, offline: false });
    expect(save.mock.calls[1]![0].records).toEqual({ bea: "late" });
    const left = await listQueuedMarks("u1");
    expect(left).toEqual([
      expect.objectContaining({ studentId: "ann", state: "conflict", theirs: "present" }),
    ]);
    // A conflict waits for the user: the next round sends nothing.
    save.mockClear();
    await sendQueuedMarks("u1", save);
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps a refusal with its reason, for the students the answer names only", async () => {
    await queueMarks(occurrence(), [
      { ...ann, status: "absent", base: null },
      { ...cal, status: "present", base: null },
    ]);
    const save = vi
      .fn<(input: SaveAttendanceInput) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(400, "invalid_argument", "One student is not in this session's groups.", {
          "records.cal": "Not a student of this session's groups.",
        }),
      )
      .mockResolvedValueOnce({});

    const report = await sendQueuedMarks("u1", save);

    expect(report).toEqual({ sent: 1, conflicts: 0, refused: 1, offline: false });
    expect(await listQueuedMarks("u1")).toEqual([
      expect.objectContaining({
        studentId: "cal",
        state: "refused",
        problem: "Not a student of this session's groups.",
      }),
    ]);
  });

  it("stops on a server error and leaves the marks pending for the next round", async () => {
    await queueMarks(occurrence(), [{ ...ann, status: "absent", base: null }]);
    const report = await sendQueuedMarks("u1", () =>
      Promise.reject(new ApiError(500, "internal", "Something went wrong")),
    );
    expect(report).toEqual({ sent: 0, conflicts: 0, refused: 0, offline: false });
    expect((await listQueuedMarks("u1")).map((m) => m.state)).toEqual(["pending"]);
  });
});

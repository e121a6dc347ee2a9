import { beforeAll, describe, expect, it } from "vitest";
import type { MyPracticeProgram } from "../../functions/src/shared/me-practice.schema";
import type { StudentWatchRow, VideoWatchSummary } from "../../functions/src/shared/video-watch.schema";
import { addDays, todayIn } from "../../functions/src/shared/school-calendar";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { SCHOOL_ZONE } from "../support/clock";
import { admin } from "../support/env";
import { makeGroup, programBody } from "../support/school-factory";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

/**
 * Practice by program week and watch progress: nothing unreleased is sent or recorded, progress is
 * written at most once a minute per video and student (milestones excepted), and staff read the
 * counts per video and the plays per student.
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const today = todayIn(SCHOOL_ZONE);
let staffToken: string;
let student: TestStudentAccount;
let other: TestStudentAccount;
let programId: string;
let viewer: TestStudentAccount;
/** `counted` is played only by `viewer` in the staff test, so its counts do not depend on test order. */
const v: Record<"released" | "counted" | "later" | "draft" | "elsewhere", string> = {
  released: "",
  counted: "",
  later: "",
  draft: "",
  elsewhere: "",
};

const progressDoc = (videoId: string, studentId: string) =>
  admin().db.doc(`videoProgress/${videoId}:${studentId}`).get();
const report = async (who: TestStudentAccount, videoId: string, body: unknown) =>
  call<ErrorBody>(`/me/videos/${videoId}/progress`, { method: "POST", token: await who.idToken(), body });

beforeAll(async () => {
  staffToken = await sessionToken(await createAccount("admin"));
  const group = await makeGroup();
  // Week 1 began ten days ago and week 2 three days ago (both out); week 3 opens in four days.
  const term = { startDate: addDays(today, -10), endDate: addDays(today, 60) };
  const make = async (path: string, body: unknown) => {
    const res = await call<{ data: { _id: string } }>(path, { method: "POST", token: staffToken, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data._id;
  };
  programId = await make("/programs", programBody([group.id], { name: "Practice Program", ...term }));
  const elsewhereProgram = await make("/programs", programBody([group.id], term));
  [student, other, viewer] = await Promise.all([
    createStudentAccount({ groupIds: [group.id], programIds: [programId] }),
    createStudentAccount({ groupIds: [group.id], programIds: [elsewhereProgram] }),
    createStudentAccount({ groupIds: [group.id], programIds: [programId] }),
  ]);
  const video = (title: string, extra: Record<string, unknown>) =>
    make("/videos", {
      title,
      programId,
      week: 1,
      source: { kind: "link", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      status: "published",
      durationSeconds: 100,
      ...extra,
    });
  v.released = await video("Warm-up", {});
  v.counted = await video("Cool-down", { week: 2 });
  v.later = await video("Not yet", { week: 3 });
  v.draft = await video("Draft", { status: "draft" });
  v.elsewhere = await video("Elsewhere", { programId: elsewhereProgram });
});

describe("GET /api/me/practice", () => {
  it("lists the program's weeks with only released videos", async () => {
    const res = await call<{ data: MyPracticeProgram[] }>("/me/practice", { token: await viewer.idToken() });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.programId)).toEqual([programId]);
    const [program] = res.body.data;
    const [week1, week2, week3] = program!.weeks;
    expect(week1).toMatchObject({ week: 1, startsOn: addDays(today, -10), released: true });
    expect(week1!.videos.map((x) => x._id)).toEqual([v.released]);
    expect(week2!.released).toBe(true);
    expect(week2!.videos.map((x) => x._id)).toEqual([v.counted]);
    expect(week3).toMatchObject({ week: 3, released: false, videos: [] });
    expect(Date.parse(week3!.releaseAt)).toBeGreaterThan(Date.now());
    const text = JSON.stringify(res.body);
    for (const hidden of [v.later, v.draft, v.elsewhere, "Not yet"]) expect(text).not.toContain(hidden);
  });
});

describe("POST /api/me/videos/:id/progress", () => {
  it("records the start, then at most one write a minute, but the first 90% at once", async () => {
    expect((await report(student, v.released, { event: "started", position: 0, duration: 100 })).status).toBe(
      204,
    );
    const started = await progressDoc(v.released, student.studentId);
    expect(started.get("startedAt")).toBeTruthy();
    expect(started.get("watched")).toBe(false);
    expect(started.get("watchedAt")).toBeNull();

    // Within the minute: accepted, nothing written.
    expect(
      (await report(student, v.released, { event: "progress", position: 40, duration: 100 })).status,
    ).toBe(204);
    const bounded = await progressDoc(v.released, student.studentId);
    expect(bounded.get("position")).toBe(0);
    expect(bounded.updateTime?.isEqual(started.updateTime!)).toBe(true);

    // Reaching 90% is a milestone: written even within the minute, once.
    expect(
      (await report(student, v.released, { event: "progress", position: 92, duration: 100 })).status,
    ).toBe(204);
    const watched = await progressDoc(v.released, student.studentId);
    expect(watched.get("watched")).toBe(true);
    expect(watched.get("watchedAt")).toBeTruthy();
    expect(watched.get("position")).toBe(92);
    expect(
      (await report(student, v.released, { event: "progress", position: 99, duration: 100 })).status,
    ).toBe(204);
    const again = await progressDoc(v.released, student.studentId);
    expect(again.updateTime?.isEqual(watched.updateTime!)).toBe(true);

    const practice = await call<{ data: MyPracticeProgram[] }>("/me/practice", {
      token: await student.idToken(),
    });
    expect(practice.body.data[0]!.weeks[0]!.videos[0]!.watch).toBe("watched");
  });

  it("answers 404 and writes nothing for a video not released to the caller", async () => {
    for (const id of [v.later, v.draft, v.elsewhere, "no-such-video"]) {
      const res = await report(student, id, { event: "started", position: 0, duration: 100 });
      expect(res.status, id).toBe(404);
      expect((await progressDoc(id, student.studentId)).exists, id).toBe(false);
    }
    // Another program's student cannot record this program's video either.
    expect((await report(other, v.released, { event: "started", position: 0, duration: 100 })).status).toBe(
      404,
    );
    expect((await progressDoc(v.released, other.studentId)).exists).toBe(false);
  });

  it("refuses malformed reports with 400 naming each field", async () => {
    const cases: [unknown, string[]][] = [
      [{ event: "paused", position: 1, duration: 10 }, ["event"]],
      [{ event: "progress", position: "x", duration: 0 }, ["duration", "position"]],
      [{ event: "progress", position: 50, duration: 10 }, ["position"]],
      [{ event: "progress", position: 1, duration: 10, studentId: "someone" }, ["_"]],
    ];
    for (const [body, fields] of cases) {
      const res = await report(student, v.released, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
  });
});

describe("staff see watch progress", () => {
  it("per video, and per student", async () => {
    expect((await report(viewer, v.counted, { event: "started", position: 0, duration: 100 })).status).toBe(
      204,
    );
    expect((await report(viewer, v.counted, { event: "progress", position: 95, duration: 100 })).status).toBe(
      204,
    );
    const summary = await call<{ data: VideoWatchSummary }>(`/videos/${v.counted}/watch`, {
      token: staffToken,
    });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toEqual({ videoId: v.counted, started: 1, watched: 1 });
    const none = await call<{ data: VideoWatchSummary }>(`/videos/${v.later}/watch`, { token: staffToken });
    expect(none.body.data).toMatchObject({ started: 0, watched: 0 });
    expect((await call(`/videos/no-such-video/watch`, { token: staffToken })).status).toBe(404);

    const rows = await call<{ data: StudentWatchRow[] }>(`/students/${viewer.studentId}/watch`, {
      token: staffToken,
    });
    expect(rows.status).toBe(200);
    expect(rows.body.data).toEqual([
      expect.objectContaining({
        videoId: v.counted,
        title: "Cool-down",
        programName: "Practice Program",
        week: 2,
      }),
    ]);
    expect(rows.body.data[0]!.watchedAt).toBeTruthy();
    // A student's own token does not open staff routes.
    expect((await call(`/videos/${v.counted}/watch`, { token: await viewer.idToken() })).status).toBe(401);
  });
});

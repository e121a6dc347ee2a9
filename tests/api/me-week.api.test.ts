import { beforeAll, describe, expect, it } from "vitest";
import type { MyAttendance } from "../../functions/src/shared/me-attendance.schema";
import type { MyAnnouncement } from "../../functions/src/shared/me-feed.schema";
import type { MyAccount } from "../../functions/src/shared/me-profile.schema";
import type { MyWeek } from "../../functions/src/shared/me-week.schema";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { makeGroup, practiceBody, programBody, room } from "../support/school-factory";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

/**
 * The app's week, news, attendance and account routes with real Auth-emulator students: each
 * answer is the caller's own, and a field never comes from another student's record.
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const TUE = "2027-01-12";
const THU = "2027-01-14";
const FRI = "2027-01-15";
let staffToken: string;
let adminToken: string;
let instructor: TestAccount;
let student: TestStudentAccount;
let other: TestStudentAccount;
let groupId: string;
let programId: string;
let tuesday: string;
let thursday: string;
let theirs: string;

const post = async <T = { data: { _id: string } }>(
  path: string,
  body: unknown,
  method = "POST",
  token = staffToken,
) => {
  const res = await call<T>(path, { method, token, body });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
};

beforeAll(async () => {
  instructor = await createAccount("staff");
  [staffToken, adminToken] = await Promise.all([
    sessionToken(instructor),
    createAccount("admin").then(sessionToken),
  ]);
  const [g, g2] = await Promise.all([makeGroup({ name: "Week Jazz" }), makeGroup({ name: "Week Tap" })]);
  groupId = g.id;
  programId = (await post("/programs", programBody([g.id, g2.id], { name: "Week Program" }))).data._id;
  [student, other] = await Promise.all([
    createStudentAccount({ groupIds: [g.id], programIds: [programId] }),
    createStudentAccount({ groupIds: [g2.id], programIds: [programId] }),
  ]);
  const session = (groupIdOf: string, dayOfWeek: number) => ({
    programId,
    groupId: groupIdOf,
    dayOfWeek,
    startTime: "16:00",
    endTime: "17:00",
    room: room(),
    instructorId: instructor.uid,
    startDate: "2027-01-04",
    endDate: "2027-03-26",
  });
  tuesday = (await post("/schedules", session(g.id, 2))).data._id;
  thursday = (await post("/schedules", session(g.id, 4))).data._id;
  theirs = (await post("/schedules", session(g2.id, 3))).data._id;
  await post(`/schedules/${thursday}/exceptions`, { date: THU, reason: "Studio closed for repairs" });
  await post("/practices", { ...practiceBody(FRI, [g.id], "Week practice"), focus: "Turns" });
});

describe("GET /api/me/week", () => {
  it("answers the student's sessions, cancellations, closed days and practice of the week", async () => {
    const res = await call<{ data: MyWeek }>(`/me/week?date=${TUE}`, { token: await student.idToken() });
    expect(res.status).toBe(200);
    const week = res.body.data;
    expect(week.weekStart <= TUE && TUE <= week.weekEnd).toBe(true);
    const keys = week.sessions.map((s) => s.key);
    expect(keys).toContain(`schedule:${tuesday}`);
    expect(keys).toContain(`schedule:${thursday}`);
    expect(keys).not.toContain(`schedule:${theirs}`);
    const tue = week.sessions.find((s) => s.key === `schedule:${tuesday}`)!;
    expect(tue).toMatchObject({
      date: TUE,
      start: "16:00",
      end: "17:00",
      kind: "class",
      title: "Week Jazz",
      groupName: "Week Jazz",
      programName: "Week Program",
      instructor: instructor.displayName,
      status: "scheduled",
    });
    const thu = week.sessions.find((s) => s.key === `schedule:${thursday}`)!;
    expect(thu).toMatchObject({ status: "cancelled", cancelReason: "Studio closed for repairs" });
    expect(week.closedDays).toEqual([{ date: THU, reason: "Studio closed for repairs" }]);
    expect(week.practice).toMatchObject({ date: FRI, title: "Week practice", focus: "Turns" });
    // A reader view: no staff uids, no bookkeeping.
    expect(JSON.stringify(week)).not.toContain(instructor.uid);
    expect(JSON.stringify(week)).not.toMatch(/createdBy|updatedBy|instructorId/);
  });

  it("says the school's clock when it answers, so the app offers no absence for a class that started", async () => {
    // 23:30 in New York is already the next day in UTC: the day and the time are the school's.
    const res = await call<{ data: MyWeek }>(`/me/week`, {
      token: await student.idToken(),
      headers: { "x-test-now": "2027-01-13T04:30:00Z" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ today: TUE, time: "23:30", timeZone: "America/New_York" });
  });

  it("shows another group's student none of these sessions", async () => {
    const res = await call<{ data: MyWeek }>(`/me/week?date=${TUE}`, { token: await other.idToken() });
    const keys = res.body.data.sessions.map((s) => s.key);
    expect(keys).toContain(`schedule:${theirs}`);
    expect(keys).not.toContain(`schedule:${tuesday}`);
    expect(res.body.data.practice).toBeNull();
  });

  it("refuses a malformed date with 400 naming it", async () => {
    const token = await student.idToken();
    for (const date of ["2027-02-30", "tomorrow"]) {
      const res = await call<ErrorBody>(`/me/week?date=${date}`, { token });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual(["date"]);
    }
  });

  it("counts what is new since the last visit, and POST /seen starts afresh", async () => {
    const token = await student.idToken();
    const title = `News ${student.studentId}`;
    await post(
      "/announcements",
      {
        title,
        body: "Hello.",
        audience: { type: "groups", ids: [groupId] },
        publish: "now",
        pinned: true,
        emailGuardians: false,
      },
      "POST",
      adminToken,
    );
    const report = await call<{ data: { _id: string } }>("/me/bug-reports", {
      method: "POST",
      token,
      body: {
        title: "The week is empty",
        whatHappened: "Nothing shows.",
        severity: "low",
        context: {
          appVersion: "1.0",
          device: "Phone",
          route: "/app/",
          browser: "Chrome 131",
          screen: "375x812",
        },
      },
    });
    expect(report.status).toBe(201);
    await post(`/bug-reports/${report.body.data._id}/replies`, { text: "Fixed, thanks!" });

    const before = (await call<{ data: MyWeek }>("/me/week", { token })).body.data.news;
    expect(before.announcements.latest.map((a) => a.title)).toContain(title);
    expect(before.announcements.count).toBeGreaterThanOrEqual(1);
    expect(before.bugReplies).toEqual([
      expect.objectContaining({ reportId: report.body.data._id, title: "The week is empty", count: 1 }),
    ]);
    expect((await call("/me/seen", { method: "POST", token })).status).toBe(204);
    const after = (await call<{ data: MyWeek }>("/me/week", { token })).body.data.news;
    expect(after.announcements.latest.map((a) => a.title)).not.toContain(title);
    expect(after.bugReplies).toEqual([]);
    expect(Date.parse(after.since)).toBeGreaterThan(Date.parse(before.since));
    // Another student never sees this student's replies.
    const theirNews = (await call<{ data: MyWeek }>("/me/week", { token: await other.idToken() })).body.data;
    expect(JSON.stringify(theirNews)).not.toContain(report.body.data._id);
  });
});

describe("GET /api/me/announcements", () => {
  it("pages the feed with a cursor, pinned first, as a reader view", async () => {
    const token = await student.idToken();
    const first = await call<{ data: MyAnnouncement[]; nextCursor: string | null }>(
      "/me/announcements?limit=1",
      {
        token,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]!.pinned).toBe(true);
    expect(Object.keys(first.body.data[0]!).sort()).toEqual(
      ["_id", "body", "expiresAt", "pinned", "publishAt", "title"].sort(),
    );
    expect(first.body.nextCursor).toBeTruthy();
    const next = await call<{ data: MyAnnouncement[] }>(
      `/me/announcements?limit=1&cursor=${first.body.nextCursor}`,
      { token },
    );
    expect(next.status).toBe(200);
    expect(next.body.data[0]?._id).not.toBe(first.body.data[0]!._id);
    const bad = await call<ErrorBody>("/me/announcements?cursor=bm9wZQ", { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("cursor");
  });
});

describe("GET /api/me/attendance", () => {
  it("answers the student's own marks by program, with the rate, and nobody else's", async () => {
    const mark = (date: string, sessionId: string, records: Record<string, string>) =>
      post("/attendance", { date, sessionId, records, notes: "" }, "PUT");
    await mark(TUE, `schedule:${tuesday}`, { [student.studentId]: "present" });
    await mark("2027-01-19", `schedule:${tuesday}`, { [student.studentId]: "absent" });
    await mark("2027-01-13", `schedule:${theirs}`, { [other.studentId]: "late" });
    const res = await call<{ data: MyAttendance }>("/me/attendance", { token: await student.idToken() });
    expect(res.status).toBe(200);
    const program = res.body.data.programs.find((p) => p.programId === programId)!;
    expect(program).toMatchObject({
      programName: "Week Program",
      present: 1,
      absent: 1,
      total: 2,
      rate: 0.5,
    });
    expect(program.history.map((h) => [h.date, h.status])).toEqual([
      ["2027-01-19", "absent"],
      [TUE, "present"],
    ]);
    expect(program.history[0]!.title).toMatch(/^Week Jazz · Tue 16:00$/);
    expect(JSON.stringify(res.body)).not.toContain(other.studentId);
    const others = await call<{ data: MyAttendance }>("/me/attendance", { token: await other.idToken() });
    expect(others.body.data.programs.find((p) => p.programId === programId)).toMatchObject({
      late: 1,
      total: 1,
    });
  });
});

describe("the student's own account", () => {
  it("changes the name (400 naming a bad field) and signs out everywhere", async () => {
    const me = await createStudentAccount();
    const token = await me.idToken();
    const bad = await call<ErrorBody>("/me/profile", { method: "PATCH", token, body: { displayName: "" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(["displayName"]);
    const extra = await call<ErrorBody>("/me/profile", { method: "PATCH", token, body: { phone: "1" } });
    expect(extra.status).toBe(400);
    const res = await call<{ data: MyAccount }>("/me/profile", {
      method: "PATCH",
      token,
      body: { displayName: "Renamed Student" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ uid: me.uid, displayName: "Renamed Student", photoURL: null });
    // Revocation has one-second resolution (Firebase's rule: signed in before tokensValidAfterTime),
    // so a token from the very second of the revocation would still pass.
    await new Promise((r) => setTimeout(r, 1100));
    const out = await call("/me/sign-out-everywhere", { method: "POST", token });
    expect(out.status).toBe(204);
    expect((await call("/me", { token })).status).toBe(401);
    // A fresh sign-in works again.
    expect((await call("/me", { token: await me.idToken() })).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUG_REPORTS_PER_HOUR,
  type BugReport,
  type BugReportCounts,
  type BugReportSummary,
  type CreateBugReportInput,
  type MyBugReport,
} from "../../functions/src/shared/bug-report.schema";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { storeFile } from "../support/stored-files";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

/**
 * Bug reports: students file and read their own through `/api/me/bug-reports` with a
 * real Firebase ID token from the Auth emulator; staff work them through `/api/bug-reports`.
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let staff: TestAccount;
let staffToken: string;
let student: TestStudentAccount;
let other: TestStudentAccount;
const filed: string[] = [];

const newReport = (title: string): CreateBugReportInput => ({
  title,
  whatHappened: "The week 3 video stops every few seconds.",
  steps: "Open Videos, play week 3.",
  expected: "It plays to the end.",
  severity: "medium",
  context: {
    appVersion: "2.4.0",
    device: "Pixel 8, Android 15, Chrome 131",
    route: "/videos/3",
    occurredAt: "2027-02-10T14:58:00Z",
  },
});

async function file(who: TestStudentAccount, title: string) {
  const res = await call<{ data: MyBugReport }>("/me/bug-reports", {
    method: "POST",
    token: await who.idToken(),
    body: newReport(title),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  filed.push(res.body.data._id);
  return res.body.data;
}

const staffPost = <T = { data: BugReport }>(path: string, body: unknown) =>
  call<T>(`/bug-reports${path}`, { method: "POST", token: staffToken, body });

beforeAll(async () => {
  staff = await createAccount("staff");
  [staffToken, student, other] = await Promise.all([
    sessionToken(staff),
    createStudentAccount({ firstName: "Ana" }),
    createStudentAccount({ firstName: "Ben" }),
  ]);
});

afterAll(async () => {
  const { db } = admin();
  await Promise.all(filed.map((id) => db.doc(`bugReports/${id}`).delete()));
});

describe("a student filing and reading their reports", () => {
  it("files a report (201) and reads it back, in their own list", async () => {
    const report = await file(student, "Video stops on week 3");
    expect(report).toMatchObject({
      status: "new",
      severity: "medium",
      context: { appVersion: "2.4.0", route: "/videos/3", occurredAt: "2027-02-10T14:58:00.000Z" },
      replies: [],
    });
    const token = await student.idToken();
    const one = await call<{ data: MyBugReport }>(`/me/bug-reports/${report._id}`, { token });
    expect(one.status).toBe(200);
    expect(one.body.data.title).toBe("Video stops on week 3");
    const list = await call<{ data: MyBugReport[]; nextCursor: string | null }>("/me/bug-reports?limit=50", {
      token,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r) => r._id)).toContain(report._id);
  });

  it("attaches screenshots the student uploaded to their own folder, and staff get their URLs", async () => {
    const shots = [`bug-reports/${student.uid}/shot-1.png`, `bug-reports/${student.uid}/shot-2.png`];
    await Promise.all(shots.map((path) => storeFile(path)));
    const res = await call<{ data: MyBugReport }>("/me/bug-reports", {
      method: "POST",
      token: await student.idToken(),
      body: { ...newReport("With screenshots"), screenshots: shots },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    filed.push(res.body.data._id);
    expect(res.body.data.screenshots.map((s) => s.path)).toEqual(shots);
    const detail = await call<{ data: BugReport }>(`/bug-reports/${res.body.data._id}`, {
      token: staffToken,
    });
    const url = detail.body.data.screenshots[0]?.url ?? "";
    expect(url).toMatch(/token=/);
    expect((await fetch(url)).status).toBe(200);
    // Someone else's folder, or a fourth screenshot: 400 naming the field.
    const elsewhere = await call<ErrorBody>("/me/bug-reports", {
      method: "POST",
      token: await student.idToken(),
      body: { ...newReport("Not mine"), screenshots: [`bug-reports/${other.uid}/shot.png`] },
    });
    expect(Object.keys(elsewhere.body.error.fields ?? {})).toEqual(["screenshots.0"]);
    const four = await call<ErrorBody>("/me/bug-reports", {
      method: "POST",
      token: await student.idToken(),
      body: {
        ...newReport("Too many"),
        screenshots: [1, 2, 3, 4].map((n) => `bug-reports/${student.uid}/s${n}.png`),
      },
    });
    expect(Object.keys(four.body.error.fields ?? {})).toEqual(["screenshots"]);
  });

  it("404s another student's report, and leaves it out of their list", async () => {
    const theirs = await file(other, "Ben's report");
    const token = await student.idToken();
    const res = await call<ErrorBody>(`/me/bug-reports/${theirs._id}`, { token });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
    const list = await call<{ data: MyBugReport[] }>("/me/bug-reports?limit=50", { token });
    expect(list.body.data.map((r) => r._id)).not.toContain(theirs._id);
  });

  it("400s bad input naming the field, and stores nothing", async () => {
    const token = await student.idToken();
    const bad = await call<ErrorBody>("/me/bug-reports", {
      method: "POST",
      token,
      body: {
        ...newReport("Bad"),
        severity: "urgent",
        context: { ...newReport("x").context, appVersion: "" },
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(["context.appVersion", "severity"]);
    const noTitle = await call<ErrorBody>("/me/bug-reports", {
      method: "POST",
      token,
      body: { ...newReport(""), title: "  " },
    });
    expect(noTitle.body.error.fields).toEqual({ title: "Give the report a title." });
    const shot = await call<ErrorBody>("/me/bug-reports", {
      method: "POST",
      token,
      body: { ...newReport("Shot"), screenshots: [`bug-reports/${student.uid}/missing.png`] },
    });
    expect(shot.status).toBe(400);
    expect(Object.keys(shot.body.error.fields ?? {})).toEqual(["screenshots.0"]);
    expect((await call<ErrorBody>("/me/bug-reports?limit=0", { token })).body.error.fields).toHaveProperty(
      "limit",
    );
  });

  it(`answers 429 with a clear message after ${BUG_REPORTS_PER_HOUR} reports in an hour`, async () => {
    const busy = await createStudentAccount();
    for (let i = 0; i < BUG_REPORTS_PER_HOUR; i++) await file(busy, `Busy ${i}`);
    const res = await call<ErrorBody>("/me/bug-reports", {
      method: "POST",
      token: await busy.idToken(),
      body: newReport("One too many"),
    });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("rate_limited");
    expect(res.body.error.message).toMatch(/at most 10 bug reports an hour/);
  });
});

describe("who may call", () => {
  it("refuses a console session on /api/me/bug-reports (401)", async () => {
    expect((await call("/me/bug-reports", { token: staffToken })).status).toBe(401);
    expect(
      (await call("/me/bug-reports", { method: "POST", token: staffToken, body: newReport("x") })).status,
    ).toBe(401);
  });

  it("refuses a student's ID token and no token on the staff routes (401)", async () => {
    const token = await student.idToken();
    const report = await file(student, "Probe");
    for (const path of ["/bug-reports", "/bug-reports/counts", `/bug-reports/${report._id}`])
      expect((await call(path, { token })).status, path).toBe(401);
    const post = await call(`/bug-reports/${report._id}/replies`, {
      method: "POST",
      token,
      body: { text: "hi" },
    });
    expect(post.status).toBe(401);
    expect((await call("/bug-reports")).status).toBe(401);
  });
});

describe("staff working a report", () => {
  it("triages it to resolved with a note and a reply; the student sees the reply, never the note", async () => {
    const report = await file(student, "Login button does nothing");
    const inbox = await call<{ data: BugReportSummary[] }>(
      `/bug-reports?status=new&q=${encodeURIComponent("login button")}&limit=100`,
      { token: staffToken },
    );
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.map((r) => r._id)).toContain(report._id);

    expect((await staffPost(`/${report._id}/assign`, { assigneeUid: staff.uid })).status).toBe(200);
    for (const status of ["triaged", "in_progress"]) {
      const res = await staffPost(`/${report._id}/status`, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await staffPost(`/${report._id}/notes`, { text: "Internal: Safari only" })).status).toBe(201);
    expect((await staffPost(`/${report._id}/replies`, { text: "Fixed in 2.4.1, thank you!" })).status).toBe(
      201,
    );
    const resolved = await staffPost(`/${report._id}/status`, { status: "resolved" });
    expect(resolved.body.data).toMatchObject({
      status: "resolved",
      assignee: { uid: staff.uid },
      noteCount: 1,
    });

    const mine = await call<{ data: BugReportSummary[] }>(
      "/bug-reports?mine=true&status=resolved&limit=100",
      {
        token: staffToken,
      },
    );
    expect(mine.body.data.map((r) => r._id)).toContain(report._id);
    const detail = await call<{ data: BugReport }>(`/bug-reports/${report._id}`, { token: staffToken });
    expect(detail.body.data.notes.map((n) => n.text)).toEqual(["Internal: Safari only"]);

    const seen = await call<{ data: MyBugReport }>(`/me/bug-reports/${report._id}`, {
      token: await student.idToken(),
    });
    expect(seen.body.data.status).toBe("resolved");
    expect(seen.body.data.replies.map((r) => r.text)).toEqual(["Fixed in 2.4.1, thank you!"]);
    expect(JSON.stringify(seen.body)).not.toContain("Internal");
    expect(JSON.stringify(seen.body)).not.toContain(staff.uid);
  });

  it("refuses an illegal transition with 409 and the reason", async () => {
    const report = await file(student, "Skipping steps");
    const res = await staffPost<ErrorBody>(`/${report._id}/status`, { status: "closed" });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("conflict");
    expect(res.body.error.message).toBe("A new report cannot go to closed: it goes to triaged next.");
  });

  it("400s bad input naming the field: an unknown status, a student assignee, a duplicate of itself", async () => {
    const report = await file(student, "Bad staff input");
    const status = await staffPost<ErrorBody>(`/${report._id}/status`, { status: "done" });
    expect(status.status).toBe(400);
    expect(Object.keys(status.body.error.fields ?? {})).toEqual(["status"]);
    const assign = await staffPost<ErrorBody>(`/${report._id}/assign`, { assigneeUid: student.uid });
    expect(assign.status).toBe(400);
    expect(Object.keys(assign.body.error.fields ?? {})).toEqual(["assigneeUid"]);
    const dup = await staffPost<ErrorBody>(`/${report._id}/duplicate`, { duplicateOf: report._id });
    expect(dup.status).toBe(400);
    expect(Object.keys(dup.body.error.fields ?? {})).toEqual(["duplicateOf"]);
    const note = await staffPost<ErrorBody>(`/${report._id}/notes`, { text: "" });
    expect(Object.keys(note.body.error.fields ?? {})).toEqual(["text"]);
    const list = await call<ErrorBody>("/bug-reports?severity=huge", { token: staffToken });
    expect(Object.keys(list.body.error.fields ?? {})).toEqual(["severity"]);
    expect((await call(`/bug-reports/bug-none-such`, { token: staffToken })).status).toBe(404);
  });

  it("marks a duplicate of another report and counts reports per status", async () => {
    const [first, second] = [await file(student, "Crash on start"), await file(other, "Crash on start too")];
    const dup = await staffPost(`/${second._id}/duplicate`, { duplicateOf: first._id });
    expect(dup.status).toBe(200);
    expect(dup.body.data).toMatchObject({ duplicateOf: first._id, status: "closed" });
    const seen = await call<{ data: MyBugReport }>(`/me/bug-reports/${second._id}`, {
      token: await other.idToken(),
    });
    expect(seen.body.data).toMatchObject({ status: "closed", duplicate: true });
    const counts = await call<{ data: BugReportCounts }>("/bug-reports/counts", { token: staffToken });
    expect(counts.status).toBe(200);
    expect(counts.body.data.new).toBeGreaterThanOrEqual(1);
    expect(counts.body.data.closed).toBeGreaterThanOrEqual(1);
  });
});

import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { auditOf, makeStudent, uniqueId } from "../../__tests__/factories";
import { refusal } from "../../__tests__/refusal";
import { collections } from "../../lib/collections";
import type { StudentContext } from "../../lib/handler-context";
import { BUG_REPORTS_PER_HOUR, createBugReportSchema } from "../../shared/bug-report.schema";
import { addBugNote } from "../add-bug-note.handler";
import { addBugReply } from "../add-bug-reply.handler";
import { fileBugReport } from "../file-bug-report.handler";
import { getMyBugReport } from "../get-my-bug-report.handler";
import { listMyBugReports } from "../list-my-bug-reports.handler";

async function studentContext(now = new Date("2027-02-10T15:00:00Z")): Promise<StudentContext> {
  const student = await makeStudent([], { firstName: "Mia", lastName: "Lopez" });
  const base = testContext("student", now);
  return {
    ...base,
    actor: { ...base.actor, sub: uniqueId("stu-uid") },
    student: { id: student.id, groupIds: [], programIds: [] },
  };
}

const report = (title = "Video stops") =>
  createBugReportSchema.parse({
    title,
    whatHappened: "The week 3 video stops every few seconds.",
    steps: "Open Videos, play week 3.",
    expected: "It plays through.",
    severity: "high",
    context: {
      appVersion: "2.4.0",
      device: "iPhone 14, iOS 18, Safari",
      route: "/videos/3",
      occurredAt: "2027-02-10T14:58:00Z",
    },
  });

describe("fileBugReport", () => {
  it("files a new report with the captured context, the reporter named, audited", async () => {
    const ctx = await studentContext();
    const filed = await fileBugReport({ ctx, input: report() });
    expect(filed).toMatchObject({
      title: "Video stops",
      status: "new",
      severity: "high",
      context: {
        appVersion: "2.4.0",
        device: "iPhone 14, iOS 18, Safari",
        route: "/videos/3",
        occurredAt: "2027-02-10T14:58:00.000Z",
      },
      replies: [],
      duplicate: false,
    });
    const stored = (await collections.bugReports.ref(filed._id).get()).data();
    expect(stored?.reporter).toEqual({
      uid: ctx.actor.sub,
      displayName: "Mia Lopez",
      studentId: ctx.student.id,
    });
    expect(await auditOf(filed._id)).toEqual([
      expect.objectContaining({ action: "bug-report.create", resource: "bugReports" }),
    ]);
  });

  it(`files at most ${BUG_REPORTS_PER_HOUR} an hour, then 429 with nothing stored`, async () => {
    const ctx = await studentContext();
    for (let i = 0; i < BUG_REPORTS_PER_HOUR; i++) await fileBugReport({ ctx, input: report(`Report ${i}`) });
    const err = await refusal(fileBugReport({ ctx, input: report("One too many") }));
    expect(err.status).toBe(429);
    expect(err.message).toMatch(/at most 10 bug reports an hour/);
    const mine = await collections.bugReports.col().where("reporter.uid", "==", ctx.actor.sub).get();
    expect(mine.size).toBe(BUG_REPORTS_PER_HOUR);
    // An hour later the window is fresh.
    const later = { ...ctx, now: new Date(ctx.now.getTime() + 3_600_000) };
    await expect(fileBugReport({ ctx: later, input: report("Next hour") })).resolves.toMatchObject({
      status: "new",
    });
  });

  it("400s a screenshot outside the student's own folder", async () => {
    const ctx = await studentContext();
    const err = await refusal(
      fileBugReport({ ctx, input: { ...report(), screenshots: ["bug-reports/someone-else/shot.png"] } }),
    );
    expect(err.status).toBe(400);
    expect(Object.keys(err.fields ?? {})).toEqual(["screenshots.0"]);
  });
});

describe("a student's own reports", () => {
  it("lists and opens only their own, with replies but never internal notes", async () => {
    const [ana, ben] = await Promise.all([studentContext(), studentContext()]);
    const mine = await fileBugReport({ ctx: ana, input: report("Ana's report") });
    const theirs = await fileBugReport({ ctx: ben, input: report("Ben's report") });
    const staff = testContext("staff");
    await addBugNote({ ctx: staff, input: { id: mine._id, text: "Internal: flaky CDN" } });
    await addBugReply({ ctx: staff, input: { id: mine._id, text: "Fixed in 2.4.1" } });

    const list = await listMyBugReports({ ctx: ana, input: { limit: 20 } });
    expect(list.data.map((r) => r._id)).toEqual([mine._id]);
    const opened = await getMyBugReport({ ctx: ana, input: { id: mine._id } });
    expect(opened.replies).toEqual([
      {
        id: expect.any(String),
        text: "Fixed in 2.4.1",
        by: { displayName: "Test staff" },
        at: staff.now.toISOString(),
      },
    ]);
    expect(JSON.stringify(opened)).not.toContain("Internal");
    expect(JSON.stringify(opened)).not.toContain(staff.actor.sub);

    const other = await refusal(getMyBugReport({ ctx: ana, input: { id: theirs._id } }));
    expect(other.status).toBe(404);
  });
});

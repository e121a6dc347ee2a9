import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyBugReport } from "../../functions/src/shared/bug-report.schema";
import { createAccount, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { describeViolations, seriousViolations } from "../support/axe";
import {
  fitsViewportWidth,
  screenshot,
  signedInState,
  type SignedInState,
  useBrowser,
} from "../support/browser";
import { admin } from "../support/env";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

async function expectNoSeriousViolations(page: Page) {
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
}

describe("bug reports (/support/bug-reports)", () => {
  const suite = useBrowser();
  let me: TestAccount;
  let state: SignedInState;
  let student: TestStudentAccount;
  const filed: string[] = [];

  /** A report the student files through the student API, with a title word of its own. */
  async function fileReport(title: string) {
    const res = await call<{ data: MyBugReport }>("/me/bug-reports", {
      method: "POST",
      token: await student.idToken(),
      body: {
        title,
        whatHappened: "Tapping Sign in does nothing on the iPad.",
        steps: "1. Open the app\n2. Enter email and password\n3. Tap Sign in",
        expected: "I am signed in.",
        severity: "high",
        context: { appVersion: "2.4.0", device: "iPad Air, iPadOS 18, Safari", route: "/login" },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    filed.push(res.body.data._id);
    return res.body.data;
  }

  async function open(width = 1280, path = "/support/bug-reports") {
    const o = await suite.open({ state, width });
    o.page.setDefaultTimeout(30_000);
    await o.page.goto(path);
    await o.page.getByRole("heading", { name: "Bug reports", level: 1 }).waitFor();
    return o.page;
  }

  beforeAll(async () => {
    me = await createAccount("staff");
    student = await createStudentAccount({ firstName: "Maya", lastName: "Okafor" });
    state = await signedInState(suite.browser, me);
  });
  afterAll(async () => {
    await Promise.all(filed.map((id) => admin().db.doc(`bugReports/${id}`).delete()));
  });

  it("triages a report from new to resolved with a reply, which the student API then shows", async () => {
    const word = `Ipad${randomUUID().slice(0, 6)}`;
    const report = await fileReport(`${word} sign in button does nothing`);
    const page = await open(1280, `/support/bug-reports?q=${word}`);

    // The new report is in the New tab, found by a word of its title; the menu counts new reports.
    const card = page.getByTestId("bug-report-card").filter({ hasText: report.title });
    await card.waitFor();
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: /Bug Reports/ })
      .getByLabel(/waiting/)
      .waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, "bug-reports-inbox-1280");

    await card.getByRole("button", { name: report.title }).click();
    const drawer = page.getByRole("dialog", { name: report.title });
    await drawer.getByText("Tapping Sign in does nothing on the iPad.").waitFor();
    await drawer.getByText("iPad Air, iPadOS 18, Safari").waitFor();

    // An empty reply is refused next to its field, and nothing is sent.
    await drawer.getByRole("button", { name: "Send reply" }).click();
    await drawer.getByText("Write something first.").waitFor();

    await drawer.getByLabel("Assignee").selectOption(me.uid);
    await page.getByText("Report assigned.").waitFor();
    await drawer.getByRole("button", { name: "Triage" }).click();
    await drawer.getByTestId("bug-status").filter({ hasText: "Triaged" }).waitFor();
    await drawer.getByRole("button", { name: "Start work" }).click();
    await drawer.getByTestId("bug-status").filter({ hasText: "In progress" }).waitFor();
    await drawer.getByLabel("Note").fill("Safari blocks the sign-in popup; fix in 2.4.1.");
    await drawer.getByRole("button", { name: "Add note" }).click();
    await drawer.getByTestId("bug-notes").getByText("Safari blocks the sign-in popup").waitFor();
    await drawer.getByLabel("Reply").fill("Thanks Maya, this is fixed in version 2.4.1.");
    await drawer.getByRole("button", { name: "Send reply" }).click();
    await drawer.getByTestId("bug-replies").getByText("this is fixed in version 2.4.1").waitFor();
    await drawer.getByRole("button", { name: "Resolve" }).click();
    await drawer.getByTestId("bug-status").filter({ hasText: "Resolved" }).waitFor();
    await drawer.getByRole("button", { name: "Close report" }).waitFor();
    await expectNoSeriousViolations(page);
    // The step toasts close by themselves (5 s): the picture shows the report, not them.
    await page.waitForFunction(() => !document.querySelector(".Toastify__toast"), null, { timeout: 20_000 });
    await screenshot(page, "bug-reports-drawer-1280");
    await drawer.getByTestId("bug-notes").scrollIntoViewIfNeeded();
    await screenshot(page, "bug-reports-thread-1280");

    // The student's own API shows the status and the reply, never the note.
    const seen = await call<{ data: MyBugReport }>(`/me/bug-reports/${report._id}`, {
      token: await student.idToken(),
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data.status).toBe("resolved");
    expect(seen.body.data.replies.map((r) => r.text)).toEqual([
      "Thanks Maya, this is fixed in version 2.4.1.",
    ]);
    expect(JSON.stringify(seen.body)).not.toContain("Safari blocks");

    // The report left the New tab for the Resolved one, where "Assigned to me" finds it.
    await drawer.getByRole("button", { name: "Close", exact: true }).click();
    await card.waitFor({ state: "detached" });
    await page.getByRole("tab", { name: /Resolved/ }).click();
    await page.getByLabel("Filter by assignee").selectOption("mine");
    await page.getByTestId("bug-report-card").filter({ hasText: report.title }).waitFor();
  }, 180_000);

  it("fits a phone: the inbox and an open report at 375 px", async () => {
    const word = `Phone${randomUUID().slice(0, 6)}`;
    const report = await fileReport(`${word} video freezes after a minute`);
    const page = await open(375, `/support/bug-reports?q=${word}`);
    await page.getByTestId("bug-report-card").filter({ hasText: report.title }).waitFor();
    expect(await fitsViewportWidth(page)).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshot(page, "bug-reports-inbox-375");

    await page.goto(`/support/bug-reports?q=${word}&report=${report._id}`);
    const drawer = page.getByRole("dialog", { name: report.title });
    await drawer.getByRole("button", { name: "Triage" }).waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, "bug-reports-drawer-375");

    // A search with no match says so.
    await page.goto(`/support/bug-reports?q=nomatch${randomUUID().slice(0, 6)}`);
    await page.getByText("No reports match").waitFor();
  }, 120_000);
});

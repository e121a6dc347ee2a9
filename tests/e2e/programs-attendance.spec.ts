import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayOfWeek, nextFriday, todayIn } from "../../functions/src/shared/school-calendar";
import { call } from "../support/api-client";
import { describeViolations, seriousViolations } from "../support/axe";
import { DEMO, fitsViewportWidth, launch, newContext, screenshot, signIn, watchErrors } from "../support/browser";
import { admin } from "../support/env";

const run = randomUUID().slice(0, 6);
const PROGRAM = `E2E Term ${run}`;
const PRACTICE = `E2E practice ${run}`;
const ROOM = `E2E Room ${run}`;

/** Serious or critical axe violations of the settled screen, readable in a failure message. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.locator("#nprogress").waitFor({ state: "detached" }).catch(() => undefined);
  await page.locator("[aria-busy=true]").first().waitFor({ state: "detached" }).catch(() => undefined);
  return describeViolations(await seriousViolations(page));
}

describe("programs, schedules, the Friday practice and attendance", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let programId = "";
  let practiceId = "";
  let studentId = "";
  const today = todayIn("America/New_York");
  const friday = nextFriday(today);

  beforeAll(async () => {
    browser = await launch();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchErrors(page);
    page.on("response", (r) => {
      if (r.status() >= 400 && r.url().includes("/api/")) console.log("HTTP", r.status(), r.request().method(), r.url());
    });
    await signIn(page, DEMO.admin);
    await page.waitForURL("**/dashboard");
  });
  afterAll(async () => {
    // Leave no weekly session behind to clash with the next run.
    const { db } = admin();
    if (programId) {
      const left = await db.collection("schedules").where("programId", "==", programId).get();
      await Promise.all(left.docs.map((d) => d.ref.update({ archivedAt: new Date() })));
    }
    await browser?.close();
  });

  it("creates a program from the form", async () => {
    await page.goto("/programs/create");
    await page.getByLabel("Name").fill(PROGRAM);
    await page.getByLabel("Term starts").fill(addDays(today, -14));
    await page.getByLabel("Term ends").fill(addDays(today, 70));
    await page.getByLabel("Status").selectOption("published");
    await page.getByText("Tiny Toes Ballet", { exact: true }).click();
    await screenshot(page, "program-form-1280");
    await page.getByRole("button", { name: "Create program" }).click();
    await page.waitForURL("**/programs/details?program=*");
    programId = new URL(page.url()).searchParams.get("program") ?? "";
    expect(programId).not.toBe("");
    await page.getByRole("dialog").getByText("Term", { exact: true }).waitFor();
    await page.getByRole("tab", { name: "Term weeks" }).click();
    await page.getByText("Week 12", { exact: false }).first().waitFor();
    await screenshot(page, "program-drawer-1280");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: `Open ${PROGRAM}` }).waitFor();
    await screenshot(page, "program-details-1280");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("adds a weekly session from the calendar and sees it there", async () => {
    await page.goto(`/programs/schedules?program=${programId}`);
    await page.getByTestId("week-calendar").waitFor();
    await page.getByRole("button", { name: "New session" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Program").selectOption({ label: PROGRAM });
    await dialog.getByLabel("Day").selectOption({ label: "Sunday" });
    await dialog.getByLabel("Starts at").fill("07:00");
    await dialog.getByLabel("Ends at").fill("07:45");
    await dialog.getByLabel("Room").fill(ROOM);
    await dialog.getByRole("button", { name: "Add session" }).click();
    await dialog.waitFor({ state: "hidden" });
    const block = page.locator(".cal-block", { hasText: "07:00–07:45" });
    await block.first().waitFor();
    expect(await block.count()).toBe(1);
    expect(await block.first().textContent()).toContain("Tiny Toes Ballet");
    await screenshot(page, "schedules-1280");

    // The same slot again is a clash: the API's 409 message is shown in the dialog.
    await page.getByRole("button", { name: "New session" }).click();
    await dialog.getByLabel("Program").selectOption({ label: PROGRAM });
    await dialog.getByLabel("Day").selectOption({ label: "Sunday" });
    await dialog.getByLabel("Starts at").fill("07:15");
    await dialog.getByLabel("Ends at").fill("08:00");
    await dialog.getByLabel("Room").fill(ROOM);
    await dialog.getByRole("button", { name: "Add session" }).click();
    await dialog.getByRole("alert").filter({ hasText: "clashes with Tiny Toes Ballet" }).waitFor();
    await screenshot(page, "schedules-clash-1280");
    await page.keyboard.press("Escape");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("refuses a Thursday and creates the Friday practice", async () => {
    await page.goto("/students/create-friday-practice");
    const date = page.getByLabel(/^Friday/);
    await date.waitFor();
    expect(await date.inputValue()).toBe(friday);
    await date.fill(addDays(friday, -1));
    await page.getByLabel("Title").fill(PRACTICE);
    await page.getByText("Tiny Toes Ballet", { exact: true }).click();
    await page.getByRole("button", { name: "Create practice" }).click();
    await page.getByText("Friday practice must be on a Friday").first().waitFor();
    // The server refuses it too (the form check could be bypassed).
    const token = await page.evaluate(() => localStorage.getItem("token") ?? "");
    const thursday = await call<{ error: { message: string } }>("/practices", {
      method: "POST", token,
      body: { date: addDays(friday, -1), startTime: "17:00", endTime: "19:00", title: "x", focus: "", groupIds: ["tiny-toes"], location: "", videoIds: [], notes: "", status: "planned" },
    });
    expect(thursday.status).toBe(400);
    expect(thursday.body.error.message).toBe("Friday practice must be on a Friday");

    await date.fill(friday);
    await page.getByRole("button", { name: "Create practice" }).click();
    const row = page.locator("[data-testid^='practice-']", { hasText: PRACTICE });
    await row.waitFor();
    await screenshot(page, "practice-1280");
    expect(await axeViolations(page)).toEqual([]);
    const href = await row.getByRole("link", { name: "Take attendance" }).getAttribute("href");
    practiceId = /session=practice:([^&]+)/.exec(href ?? "")?.[1] ?? "";
    expect(href).toContain(`date=${friday}`);
    await row.getByRole("link", { name: "Take attendance" }).click();
    await page.waitForURL("**/students/attendance?**");
  });

  it("takes attendance with the keyboard and one tap, warns about unsaved changes, saves", async () => {
    const roster = page.getByTestId("roster");
    await roster.waitFor();
    const rows = roster.locator("[data-row]");
    expect(await rows.count()).toBeGreaterThan(3);
    await page.getByRole("button", { name: "Mark all present" }).click();
    await rows.nth(0).focus();
    await page.keyboard.press("a"); // first student absent, focus moves down
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("l"); // third student late
    const first = await rows.nth(0).getAttribute("data-testid");
    studentId = first?.replace("roster-row-", "") ?? "";
    expect(await rows.nth(0).getByRole("button", { name: /^Absent:/ }).getAttribute("aria-pressed")).toBe("true");
    expect(await rows.nth(2).getByRole("button", { name: /^Late:/ }).getAttribute("aria-pressed")).toBe("true");
    await page.getByText(/Unsaved changes/).waitFor();

    // Leaving now asks first.
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Leave without saving?").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(page.url()).toContain("/students/attendance");
    await screenshot(page, "attendance-1280");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Save attendance" }).click();
    await page.getByTestId("save-state").filter({ hasText: "Saved at" }).waitFor();
    const doc = await admin().db.doc(`attendance/practice_${practiceId}_${friday}`).get();
    expect(doc.get(`records.${studentId}`)).toBe("absent");
  });

  it("shows the mark and the rate through GET /api/students/:id/attendance and on the profile", async () => {
    const token = await page.evaluate(() => localStorage.getItem("token") ?? "");
    const res = await call<{ data: { rate: number | null; records: { sessionId: string; status: string; sessionName: string }[] } }>(`/students/${studentId}/attendance`, { token });
    expect(res.status).toBe(200);
    // Other runs may have marked other practices the same Friday: look for this one.
    expect(res.body.data.records.find((r) => r.sessionId === practiceId)).toMatchObject({ sessionId: practiceId, status: "absent", sessionName: PRACTICE });
    expect(res.body.data.rate).not.toBeNull();
    const percent = `${Math.round(res.body.data.rate! * 100)}%`;

    await page.goto(`/students/details?student=${studentId}`);
    await page.getByRole("tab", { name: "Attendance" }).click();
    await page.getByText(PRACTICE).waitFor();
    await page.getByText(percent, { exact: true }).waitFor();
    await screenshot(page, "student-attendance-tab-1280");
  });

  it("works at 375 px: a day list for the schedule, no page-wide horizontal scroll", async () => {
    const small = await newContext(browser, 375, 800);
    const p = await small.newPage();
    const smallErrors = watchErrors(p);
    await signIn(p, DEMO.admin);
    await p.waitForURL("**/dashboard");
    for (const [path, ready, name] of [
      [`/programs/schedules?program=${programId}`, "day-list", "schedules-375"],
      [`/students/attendance?date=${friday}&session=practice:${practiceId}`, "roster", "attendance-375"],
    ] as const) {
      await p.goto(path);
      await p.getByTestId(ready).waitFor();
      await screenshot(p, name);
      expect(await fitsViewportWidth(p)).toBe(true);
    }
    await p.getByText("07:00–07:45", { exact: false }).count();
    for (const [path, name] of [["/students/create-friday-practice", "practice-375"], ["/programs/details", "program-details-375"], ["/programs/create", "program-form-375"]] as const) {
      await p.goto(path);
      await p.getByRole("heading", { level: 1 }).waitFor();
      await p.waitForTimeout(300);
      await screenshot(p, name);
      expect(await fitsViewportWidth(p)).toBe(true);
    }
    expect(smallErrors).toEqual([]);
    await small.close();
  });

  it("had no uncaught errors in the page", () => {
    expect(errors).toEqual([]);
  });

  it("sees the Sunday session only on Sundays", () => {
    expect(dayOfWeek("2026-11-29")).toBe(0);
  });
});

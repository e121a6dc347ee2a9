import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../functions/src/shared/dashboard.schema";
import { addDays, dayOfWeek } from "../../functions/src/shared/school-calendar";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { settledViolations as axeViolations } from "../support/axe";
import {
  ARTIFACTS,
  fitsViewportWidth,
  screenshot,
  signedInState,
  type SignedInState,
  useBrowser,
} from "../support/browser";
import { admin } from "../support/env";
import { makeGroup, room, uid } from "../support/school-factory";
import { removeStudents, seedStudents, uniqueMarker } from "../support/students";

/**
 * The dashboard in Chromium. The browser's clock is the real one: the dashboard's "today" comes
 * from the API (the school's day on the server's clock), and every date this file arranges is
 * derived from the day the API answers. The flows narrow the dashboard to a program this file
 * made (?program=), so other suites' sessions never enter its queue.
 */
describe("the dashboard", () => {
  const suite = useBrowser();
  let me: TestAccount;
  let state: SignedInState;
  let token: string;
  const students: string[] = [];
  const schedules: string[] = [];

  async function dashboardPage(path: string, width = 1280) {
    const opened = await suite.open({ state, width });
    const page = opened.page;
    page.setDefaultTimeout(30_000);
    await page.goto(path);
    return page;
  }

  /** Today in the school's zone, as the API counts it. */
  async function apiToday() {
    const res = await call<{ data: Dashboard }>(`/dashboard?programId=${uid("none")}`, { token });
    expect(res.status).toBe(200);
    return res.body.data.date;
  }

  /**
   * A program of its own with one group (taught by `me`), three active students and a weekly
   * session on today's weekday that began three weeks ago: its occurrences a week and two weeks
   * ago are past, and the older one's register is taken already.
   */
  async function arrangeClass(today: string) {
    const { db } = admin();
    const programId = uid("prg");
    const group = await makeGroup({ name: `Dash Group ${uniqueMarker("g")}`, instructorIds: [me.uid] });
    await db.doc(`programs/${programId}`).set({
      name: `Dashboard E2E ${programId}`,
      nameLower: `dashboard e2e ${programId}`,
      color: "#0ea5e9",
      status: "published",
      startDate: addDays(today, -21),
      endDate: addDays(today, 30),
      groupIds: [group.id],
      capacity: 20,
    });
    const ids = await seedStudents(
      ["Ann", "Bea", "Cal"].map((firstName) => ({
        firstName,
        lastName: `Dash ${uniqueMarker("d")}`,
        groupIds: [group.id],
        programIds: [programId],
      })),
      uid("stu"),
    );
    students.push(...ids);
    const scheduleId = uid("sch");
    schedules.push(scheduleId);
    await db.doc(`schedules/${scheduleId}`).set({
      programId,
      groupId: group.id,
      dayOfWeek: dayOfWeek(today),
      startTime: "16:00",
      endTime: "17:00",
      room: room(),
      instructorId: me.uid,
      startDate: addDays(today, -21),
      endDate: addDays(today, 30),
      exceptions: [],
      archivedAt: null,
    });
    const taken = await call("/attendance", {
      method: "PUT",
      token,
      body: {
        date: addDays(today, -14),
        sessionId: `schedule:${scheduleId}`,
        records: Object.fromEntries(ids.map((id) => [id, "present"])),
      },
    });
    expect(taken.status).toBe(200);
    return { programId, groupName: group.name, scheduleId };
  }

  beforeAll(async () => {
    me = await createAccount("staff");
    state = await signedInState(suite.browser, me);
    token = await sessionToken(me);
  });
  afterAll(async () => {
    const { db } = admin();
    await Promise.all(schedules.map((id) => db.doc(`schedules/${id}`).update({ archivedAt: new Date() })));
    await removeStudents(students);
  });

  it("empties the 'not taken' queue once the register is saved", async () => {
    const today = await apiToday();
    const { programId, groupName, scheduleId } = await arrangeClass(today);
    const lastWeek = addDays(today, -7);
    const page = await dashboardPage(`/dashboard?program=${programId}`);

    const queue = page.getByTestId("not-taken-queue");
    await queue.waitFor();
    const rows = queue.getByTestId("dashboard-session");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getAttribute("data-date")).toBe(lastWeek);
    expect(await rows.first().innerText()).toContain(groupName);
    // Today's session is listed too, not taken yet, as the caller's own.
    const todayRow = page.getByTestId("today-sessions").getByTestId("dashboard-session");
    await todayRow.first().waitFor();
    expect(await todayRow.count()).toBe(1);
    expect(await todayRow.first().innerText()).toMatch(/Not taken/);
    expect(await todayRow.first().innerText()).toMatch(/Yours/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "dashboard-queue-1280");

    await rows
      .first()
      .getByRole("link", { name: /^Take attendance/ })
      .click();
    await page.waitForURL(`**/students/attendance?**`);
    expect(page.url()).toContain(`date=${lastWeek}`);
    expect(decodeURIComponent(page.url())).toContain(`session=schedule:${scheduleId}`);
    await page.getByTestId("roster").waitFor();
    await page.getByRole("button", { name: "Mark all present" }).click();
    await page.getByRole("button", { name: "Save attendance" }).click();
    await page.getByTestId("save-state").filter({ hasText: "Saved at" }).waitFor();

    // Back in the app (no reload): the dashboard asks again and the queue is done.
    await page.goBack();
    await page.waitForURL(`**/dashboard?program=${programId}`);
    await page.getByTestId("queue-done").waitFor();
    expect(await page.getByTestId("not-taken-queue").count()).toBe(0);
  });

  it("shows the whole school presentably at 1280, with the trend as a chart and as a table", async () => {
    const page = await dashboardPage("/dashboard");
    await page.getByTestId("stat-students").waitFor();
    await page.getByTestId("today-sessions").or(page.getByText("No classes today")).first().waitFor();
    const trend = page.getByRole("region", { name: "Attendance trend" });
    await trend.waitFor();
    if (await trend.getByRole("tab", { name: "Chart" }).count()) {
      await trend.getByTestId("trend-chart").locator("canvas").waitFor();
      await page.waitForTimeout(300); // let the chart's first frame settle
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "dashboard-school-1280");
    await page.screenshot({ path: `${ARTIFACTS}dashboard-school-1280-full.png`, fullPage: true });
    if (await trend.getByRole("tab", { name: "Table" }).count()) {
      await trend.getByRole("tab", { name: "Table" }).click();
      await trend.getByRole("table").waitFor();
      expect(await trend.getByRole("columnheader", { name: "Week of" }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it("fits a 375 px phone", async () => {
    const page = await dashboardPage("/dashboard", 375);
    await page.getByTestId("stat-students").waitFor();
    await page.getByRole("region", { name: "Attendance trend" }).waitFor();
    await page.waitForTimeout(300);
    expect(await fitsViewportWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "dashboard-375");
    await page.screenshot({ path: `${ARTIFACTS}dashboard-375-full.png`, fullPage: true });
  });

  it("shows a failed load with a retry that loads it", async () => {
    const opened = await suite.open({ state });
    const page = opened.page;
    let fail = true;
    await page.route("**/api/dashboard**", (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "unavailable", message: "Try again." } }),
          })
        : route.continue(),
    );
    await page.goto("/dashboard");
    const toast = page.getByRole("alert").filter({ hasText: "The dashboard could not be loaded." });
    await toast.first().waitFor();
    fail = false;
    await toast.first().getByRole("button", { name: "Retry" }).click();
    await page.getByTestId("stat-students").waitFor();
    await screenshot(page, "dashboard-retry-1280");
  });
});

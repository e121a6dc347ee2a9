import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../functions/src/shared/school-calendar";
import { createAccount, sessionToken, DEMO } from "../support/accounts";
import { call } from "../support/api-client";
import { settledViolations as axeViolations } from "../support/axe";
import {
  fitsViewportWidth,
  screenshot,
  signedInState,
  type SignedInState,
  useBrowser,
} from "../support/browser";
import { schoolMonday } from "../support/clock";
import { admin } from "../support/env";
import { makeGroup, practiceBody, uid } from "../support/school-factory";
import { seedStudents, uniqueMarker } from "../support/students";

/**
 * The console with no network: the service worker opens it, attendance is taken on the device,
 * survives a reload, and reaches the server when the connection returns. The browser's clock is
 * pinned to a Monday (see schoolMonday); the practice is on the Friday of the following week.
 */
const { monday, instant: CLOCK } = schoolMonday();
const FRIDAY = addDays(monday, 11);

describe("attendance offline", () => {
  const suite = useBrowser();
  let adminState: SignedInState;
  let token: string;

  async function adminPage(width = 1280) {
    const opened = await suite.open({ state: adminState, width, clock: CLOCK });
    opened.page.on("response", (r) => {
      if (r.status() >= 400 && r.url().includes("/api/"))
        console.log("HTTP", r.status(), r.request().method(), r.url());
    });
    return opened;
  }

  /**
   * Loads `path` and waits until the service worker is active (it registers a few seconds after
   * load and precaches the app first), so what follows can take the network away.
   */
  async function openWithServiceWorker(page: Page, path: string) {
    await page.goto(path);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }

  /**
   * Takes the network away and reloads: the service worker answers, and the console's first API
   * calls fail, so it knows it is offline whatever `navigator.onLine` says. (In the network
   * namespace the suite runs in, Chromium reports offline all along and emulation fires no
   * events; on a machine with a network it does. The reload makes both the same.)
   */
  async function reloadOffline(page: Page, context: BrowserContext) {
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId("offline-banner").waitFor();
  }

  /** A group of its own with three students and a practice for it, so no other test shares them. */
  async function arrangeSession() {
    const group = await makeGroup();
    const marker = uniqueMarker("off");
    const studentIds = await seedStudents(
      ["Ann", "Bea", "Cal"].map((firstName) => ({
        firstName,
        lastName: `Offline ${marker}`,
        groupIds: [group.id],
      })),
      uid("stu"),
    );
    const practice = await call<{ data: { _id: string } }>("/practices", {
      method: "POST",
      token,
      body: practiceBody(FRIDAY, [group.id], `E2E offline practice ${uid("pr")}`),
    });
    expect(practice.status).toBe(201);
    const practiceId = practice.body.data._id;
    return {
      studentIds: studentIds as [string, string, string],
      names: ["Ann", "Bea", "Cal"].map((n) => `${n} Offline ${marker}`) as [string, string, string],
      practiceId,
      url: `/students/attendance?date=${FRIDAY}&session=practice:${practiceId}`,
      docPath: `attendance/practice_${practiceId}_${FRIDAY}`,
    };
  }

  beforeAll(async () => {
    adminState = await signedInState(suite.browser, DEMO.admin);
    token = await sessionToken(await createAccount("admin"));
  });

  it("keeps marks taken offline through a reload and sends them when the connection returns", async () => {
    const { studentIds, names, url, docPath } = await arrangeSession();
    const [absent, present] = studentIds;
    const { page, context } = await adminPage();
    await openWithServiceWorker(page, url);
    const roster = page.getByTestId("roster");
    await roster.waitFor();

    await reloadOffline(page, context);
    await page.getByTestId("device-copy").waitFor();
    await page.getByRole("button", { name: `Absent: ${names[0]}` }).click();
    await page.getByRole("button", { name: `Present: ${names[1]}` }).click();
    const pendingBadges = roster.getByTestId("queued-badge").filter({ hasText: "Pending" });
    await page
      .getByTestId("save-state")
      .filter({ hasText: "2 marks pending: kept on this device" })
      .waitFor();
    expect(await pendingBadges.count()).toBe(2);
    await screenshot(page, "offline-attendance-1280");
    expect(await axeViolations(page)).toEqual([]);

    // Still offline, a reload loses nothing: the marks come back from the device.
    await page.reload();
    await roster.waitFor();
    await page.getByTestId("device-copy").waitFor();
    await page.getByTestId("save-state").filter({ hasText: "2 marks pending" }).waitFor();
    expect(await page.getByRole("button", { name: `Absent: ${names[0]}` }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(await pendingBadges.count()).toBe(2);
    await screenshot(page, "offline-attendance-reloaded-1280");
    expect((await admin().db.doc(docPath).get()).exists).toBe(false);

    await context.setOffline(false);
    await page.getByTestId("save-state").filter({ hasText: "Saved at" }).waitFor();
    expect(await pendingBadges.count()).toBe(0);
    const doc = await admin().db.doc(docPath).get();
    expect(doc.get("records")).toEqual({ [absent]: "absent", [present]: "present" });

    // The marks count: the absent student's rate is now 0 %, the present one's 100 %.
    const rate = async (id: string) =>
      (await call<{ data: { rate: number | null } }>(`/students/${id}/attendance`, { token })).body.data.rate;
    expect([await rate(absent), await rate(present)]).toEqual([0, 1]);
    await page.goto(`/students/details?student=${absent}`);
    await page.getByRole("tab", { name: "Attendance" }).click();
    await page.getByText("0%", { exact: true }).waitFor();
  });

  it("shows a conflict when someone else saved the student meanwhile, and saves the choice made", async () => {
    const { studentIds, names, url, docPath, practiceId } = await arrangeSession();
    const [ann, bea] = studentIds;
    const { page, context } = await adminPage();
    await openWithServiceWorker(page, url);
    const roster = page.getByTestId("roster");
    await roster.waitFor();

    await reloadOffline(page, context);
    await page.getByRole("button", { name: `Absent: ${names[0]}` }).click();
    await page.getByRole("button", { name: `Late: ${names[1]}` }).click();
    await page.getByTestId("save-state").filter({ hasText: "2 marks pending" }).waitFor();
    // Meanwhile a colleague, online, marks Ann present.
    const theirs = await call("/attendance", {
      method: "PUT",
      token,
      body: { date: FRIDAY, sessionId: `practice:${practiceId}`, records: { [ann]: "present" } },
    });
    expect(theirs.status).toBe(200);

    await context.setOffline(false);
    const conflict = page.getByTestId(`conflict-${ann}`);
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain("you marked Absent; it was saved as Present meanwhile");
    // Bea did not clash: her mark went through; Ann's colleague's mark was not overwritten.
    await page.getByTestId("save-state").filter({ hasText: "Saved at" }).waitFor();
    let doc = await admin().db.doc(docPath).get();
    expect(doc.get("records")).toEqual({ [ann]: "present", [bea]: "late" });
    expect(await roster.getByTestId("queued-badge").filter({ hasText: "Conflict" }).count()).toBe(1);
    await screenshot(page, "offline-attendance-conflict-1280");
    expect(await axeViolations(page)).toEqual([]);

    await conflict.getByRole("button", { name: "Keep Absent" }).click();
    await page.getByTestId("queued-marks-panel").waitFor({ state: "detached" });
    await page.getByTestId("save-state").filter({ hasText: "Saved at" }).waitFor();
    doc = await admin().db.doc(docPath).get();
    expect(doc.get("records")).toEqual({ [ann]: "absent", [bea]: "late" });
  });

  it("opens offline at 375 px: the shell, a clear offline state, and the roster kept on the device", async () => {
    const { names, url } = await arrangeSession();
    const { page, context } = await adminPage(375);
    await openWithServiceWorker(page, url);
    await page.getByTestId("roster").waitFor();

    await context.setOffline(true);
    await page.goto("/dashboard");
    await page.getByTestId("offline-banner").waitFor();
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByText("You are offline. This loads again when the connection is back.").first().waitFor();
    await screenshot(page, "offline-dashboard-375");
    expect(await fitsViewportWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(url);
    await page.getByTestId("device-copy").waitFor();
    await page.getByRole("button", { name: `Excused: ${names[2]}` }).click();
    await page.getByTestId("save-state").filter({ hasText: "1 mark pending" }).waitFor();
    await screenshot(page, "offline-attendance-375");
    expect(await fitsViewportWidth(page)).toBe(true);
    // Back online, the mark leaves before the test ends (nothing is left on the device).
    await context.setOffline(false);
    await page.getByTestId("save-state").filter({ hasText: "Saved at" }).waitFor();
  });
});

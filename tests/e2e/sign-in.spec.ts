import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO } from "../support/accounts";
import {
  launch,
  openPage,
  screenshot,
  signIn,
  type OpenPage,
  chooseFromAccountMenu,
} from "../support/browser";
import { admin } from "../support/env";

// Each test starts signed out in a context of its own.
describe("signing in to the console", () => {
  let browser: Browser;
  let opened: OpenPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
  });
  beforeEach(async () => {
    opened = await openPage(browser);
    page = opened.page;
  });
  afterEach(async () => {
    await opened.context.close();
    expect(opened.errors).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Signs the demo admin in and waits for the dashboard's numbers. */
  async function signInAdmin() {
    await signIn(page, DEMO.admin);
    await page.waitForURL("**/dashboard");
    await page.getByTestId("stat-students").waitFor();
  }

  it("sends / to /login when signed out", async () => {
    await page.goto("/");
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(await page.title()).toBe("Sign in | Studio Admin");
    await screenshot(page, "login-1280");
  });

  it("shows an error for a wrong password", async () => {
    await signIn(page, { email: DEMO.admin.email, password: "definitely-wrong" });
    const alert = page.getByRole("alert").filter({ hasText: "email or password is incorrect" });
    await alert.waitFor();
    expect(page.url()).toContain("/login");
  });

  it("refuses a student account with a clear message", async () => {
    await signIn(page, DEMO.student);
    await page.getByRole("alert").filter({ hasText: "Student accounts cannot sign in" }).waitFor();
    expect(page.url()).toContain("/login");
  });

  it("signs the admin in to /dashboard with the seeded counts", async () => {
    const { db } = admin();
    // The dashboard's first figure: active students, counted as GET /api/dashboard counts them.
    const active = db.collection("students").where("status", "==", "active").count();
    await signIn(page, DEMO.admin);
    await page.waitForURL("**/dashboard");
    await page.getByTestId("stat-students").waitFor();
    // Other suites add and remove students meanwhile: the figure lies between two counts taken
    // around the moment it was read.
    const before = (await active.get()).data().count;
    await page.reload();
    await page.getByTestId("stat-students").waitFor();
    const shown = Number((await page.getByTestId("stat-students").textContent())!.replace(/[^\d]/g, ""));
    const after = (await active.get()).data().count;
    expect(shown).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(shown).toBeLessThanOrEqual(Math.max(before, after));
    expect(await page.title()).toBe("Dashboard | Studio Admin");
    expect(await page.getByTestId("header-user-name").textContent()).toBe("Alex Morgan");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}")._id)).toBe(
      "demo-admin",
    );
    await screenshot(page, "dashboard-1280");
  });

  it("stays signed in after a reload", async () => {
    await signInAdmin();
    await page.reload();
    await page.getByTestId("stat-students").waitFor();
    expect(page.url()).toContain("/dashboard");
  });

  it("logs out to /login, and /dashboard then redirects to /login", async () => {
    await signInAdmin();
    await chooseFromAccountMenu(page, "Logout");
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
      null,
      null,
    ]);
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
  });
});

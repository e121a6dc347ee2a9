import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, launch, newContext, screenshot, signIn, watchErrors } from "../support/browser";
import { admin } from "../support/env";

describe("signing in to the console", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    context = await newContext(browser);
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

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
    const [students, programs] = await Promise.all([
      // The same query as GET /api/student: other suites add students made without every field.
      db.collection("students").where("status", "in", ["active", "waitlist", "inactive"]).orderBy("lastNameLower").count().get(),
      db.collection("programs").where("status", "in", ["draft", "published"]).count().get(),
    ]);
    await signIn(page, DEMO.admin);
    await page.waitForURL("**/dashboard");
    await page.getByTestId("stat-students").waitFor();
    expect(await page.getByTestId("stat-students").textContent()).toBe(students.data().count.toLocaleString("en-US"));
    expect(await page.getByTestId("stat-programs").textContent()).toBe(String(programs.data().count));
    expect(await page.title()).toBe("Dashboard | Studio Admin");
    expect(await page.getByTestId("header-user-name").textContent()).toBe("Alex Morgan");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}")._id)).toBe("demo-admin");
    await screenshot(page, "dashboard-1280");
  });

  it("stays signed in after a reload", async () => {
    await page.reload();
    await page.getByTestId("stat-students").waitFor();
    expect(page.url()).toContain("/dashboard");
  });

  it("logs out to /login, and /dashboard then redirects to /login", async () => {
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([null, null]);
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
  });

  it("had no uncaught errors in the page", () => {
    expect(errors).toEqual([]);
  });
});

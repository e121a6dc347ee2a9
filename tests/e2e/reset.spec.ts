import { randomInt } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { call } from "../support/api-client";
import {
  fitsViewportWidth,
  launch,
  screenshot,
  signIn,
  watchErrors,
  chooseFromAccountMenu,
} from "../support/browser";
import { admin, HOSTING_URL } from "../support/env";

/** The link in the newest reset mail queued for an account, as a path on our host. */
async function resetPathFor(uid: string): Promise<string> {
  const { db } = admin();
  for (let i = 0; i < 40; i++) {
    const snap = await db.collection("mail").where("meta.uid", "==", uid).get();
    const text = snap.docs.map((d) => d.get("message.text") as string).find(Boolean);
    const link = text && /(http\S+\/(?:auth\/reset-password|student\/reset)\/\S+)/.exec(text)?.[1];
    if (link) return new URL(link).pathname;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No reset mail for ${uid}`);
}

async function requestLink(page: Page, email: string) {
  await page.goto("/auth/reset-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByRole("heading", { name: "Check your email" }).waitFor();
}

/** A client address of its own, so no other test (or run) uses up its per-IP limit. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe("password reset", () => {
  let browser: Browser;
  let context: BrowserContext | null = null;
  let errors: string[] = [];

  /** A page in a context of its own, signed out, with its own client address. */
  async function freshPage(): Promise<Page> {
    context = await browser.newContext({
      baseURL: HOSTING_URL,
      viewport: { width: 1280, height: 800 },
      extraHTTPHeaders: { "x-forwarded-for": freshIp() },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    errors = watchErrors(page);
    return page;
  }

  /** Asks for a reset link through the API (as the form does) and returns its path. */
  async function mailedLink(account: TestAccount) {
    const res = await call("/auth/password-reset", {
      method: "POST",
      body: { email: account.email },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(res.status).toBe(202);
    return resetPathFor(account.uid);
  }

  /** Sets a new password through the mailed link's page. */
  async function setPasswordThrough(page: Page, link: string, password: string) {
    await page.goto(link);
    await page.getByLabel(/^New password/).fill(password);
    await page.getByLabel("Repeat the new password").fill(password);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: "Account menu" }).waitFor();
  }

  async function logOut(page: Page) {
    await chooseFromAccountMenu(page, "Logout");
    await page.waitForURL("**/login");
  }

  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    await context?.close();
    context = null;
    expect(errors, errors.join("\n")).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("links to the reset page from /login and checks the email field", async () => {
    const page = await freshPage();
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/auth/reset-password");
    await page.waitForFunction(() => document.title === "Reset password | Studio Admin");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Enter a valid email address.").waitFor();
    {
      const v = await seriousViolations(page);
      expect(v, JSON.stringify(v)).toEqual([]);
    }
    await screenshot(page, "reset-request-1280");
  });

  it("shows the same confirmation for an unknown and a known email", async () => {
    const staff = await createAccount("staff");
    const page = await freshPage();
    await requestLink(page, `nobody-${randomInt(1e9)}@test.studio`);
    const unknownText = await page.getByRole("status").innerText();
    await requestLink(page, staff.email);
    expect(await page.getByRole("status").innerText()).toBe(unknownText);
    await screenshot(page, "reset-sent-1280");
    expect(await resetPathFor(staff.uid)).toMatch(/^\/auth\/reset-password\/.+/);
  });

  it("sets a new staff password from the mailed link and signs in to /dashboard", async () => {
    const staff = await createAccount("staff");
    const staffLink = await mailedLink(staff);
    expect(staffLink).toMatch(/^\/auth\/reset-password\/.+/);
    const page = await freshPage();
    await page.goto(staffLink);
    await page.getByText(`Account: ${staff.email}`).waitFor();
    const password = page.getByLabel(/^New password/);
    const repeat = page.getByLabel("Repeat the new password");
    await password.fill("short");
    await repeat.fill("different");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Use at least 8 characters.").waitFor();
    await password.fill("a-brand-new-password");
    await repeat.fill("a-brand-new-passwor");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("The two passwords do not match.").waitFor();
    {
      const v = await seriousViolations(page);
      expect(v, JSON.stringify(v)).toEqual([]);
    }
    await screenshot(page, "reset-new-password-1280");
    await repeat.fill("a-brand-new-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("button", { name: "Account menu" }).waitFor();
  });

  it("signs in with the new password and not with the old one", async () => {
    const staff = await createAccount("staff");
    const link = await mailedLink(staff);
    const page = await freshPage();
    await setPasswordThrough(page, link, "a-brand-new-password");
    await logOut(page);
    await signIn(page, { email: staff.email, password: staff.password });
    await page.getByRole("alert").filter({ hasText: "email or password is incorrect" }).waitFor();
    await signIn(page, { email: staff.email, password: "a-brand-new-password" });
    await page.waitForURL("**/dashboard");
    await logOut(page);
  });

  it("refuses a used link with a way to ask for a new one", async () => {
    const staff = await createAccount("staff");
    const link = await mailedLink(staff);
    const page = await freshPage();
    await setPasswordThrough(page, link, "a-brand-new-password");
    await logOut(page);
    await page.goto(link);
    await page.getByRole("heading", { name: "This link no longer works" }).waitFor();
    await screenshot(page, "reset-used-link-1280");
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await page.waitForURL("**/auth/reset-password");
  });

  it("refuses a made-up code", async () => {
    const page = await freshPage();
    await page.goto("/auth/reset-password/not-a-real-code");
    await page.getByRole("heading", { name: "This link no longer works" }).waitFor();
  });

  it("lets a student set a password and sends them to the student app", async () => {
    const student = await createAccount("student");
    const page = await freshPage();
    await requestLink(page, student.email);
    const link = await resetPathFor(student.uid);
    expect(link).toMatch(/^\/student\/reset\/.+/);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(link);
    await page.getByLabel(/^New password/).fill("student-new-pass");
    await page.getByLabel("Repeat the new password").fill("student-new-pass");
    await screenshot(page, "reset-student-375");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Open the student app").waitFor();
    expect(page.url()).toContain("/student/reset/");
    expect(await fitsViewportWidth(page)).toBe(true);
    // The student can sign in with it (through the Auth emulator), but not to the console.
    await signIn(page, { email: student.email, password: "student-new-pass" });
    await page.getByRole("alert").filter({ hasText: "Student accounts cannot sign in" }).waitFor();
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { launch, newContext, signIn, watchErrors, chooseFromAccountMenu } from "../support/browser";

/** How long another instance may keep accepting a revoked session (`npm test` shortens it). */
const reachMs = (Math.min(Number(process.env.SESSION_CHECK_SECONDS ?? 60) || 60, 60) + 5) * 1000;

async function refusedWithin(token: string) {
  const deadline = Date.now() + reachMs;
  for (;;) {
    const res = await call("/programs/lookups", { token });
    if (res.status !== 200 || Date.now() > deadline) return res.status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("sign out everywhere (header account menu)", () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let me: TestAccount;

  beforeAll(async () => {
    me = await createAccount("staff");
    browser = await launch();
    page = await (await newContext(browser)).newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    "ends this session and the one on another device, and goes to /login",
    async () => {
      const otherDevice = await sessionToken(me);
      await signIn(page, me);
      await page.waitForURL("**/dashboard");
      const here = await page.evaluate(() => localStorage.getItem("token"));
      expect(here).toBeTruthy();

      await chooseFromAccountMenu(page, "Sign out everywhere");
      await page.waitForURL("**/login");
      expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

      expect(await refusedWithin(here!)).toBe(401);
      expect(await refusedWithin(otherDevice)).toBe(401);
    },
    reachMs * 2 + 60_000,
  );

  it("had no uncaught errors in the page", () => {
    expect(errors).toEqual([]);
  });
});

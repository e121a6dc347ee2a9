import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { chooseFromAccountMenu, signIn, useBrowser } from "../support/browser";

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
  // Each test's page is its own, and its uncaught page errors fail that test (useBrowser).
  const suite = useBrowser();
  let me: TestAccount;

  beforeAll(async () => {
    me = await createAccount("staff");
  });

  it(
    "ends this session and the one on another device, and goes to /login, with no uncaught page error",
    async () => {
      const { page } = await suite.open();
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
});

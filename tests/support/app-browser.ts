import type { Page } from "playwright-core";
import { expect } from "vitest";
import { describeViolations, seriousViolations } from "./axe";
import { DEMO } from "./accounts";
import { fitsViewportWidth, screenshot, signIn, useBrowser, type OpenPage } from "./browser";
import { chatApiAt } from "./school-hour-api";

/**
 * The student app's browser for a suite (`useBrowser`): `open()` is a phone-sized touch context,
 * `open({ desktop: true })` a 1280 window, each closed after its test and failing it on page errors
 * (`blockServiceWorkers`: so that the page's routes see every request; `timezoneId`: the device's
 * zone, the school's unless given).
 */
export function useAppBrowser() {
  const suite = useBrowser();
  return {
    open: ({
      desktop = false,
      blockServiceWorkers = false,
      timezoneId,
    }: { desktop?: boolean; blockServiceWorkers?: boolean; timezoneId?: string } = {}): Promise<OpenPage> =>
      suite.open({ phone: !desktop, blockServiceWorkers, timezoneId }),
    /**
     * The staff console at 1280 beside the app, signed in as `who`. Staff messages to a student
     * are held in quiet hours, so the page's chat calls run at a school-day hour; service workers
     * are blocked so that the page's route sees those calls.
     */
    async openConsole(who: { email: string; password: string } = DEMO.staff): Promise<OpenPage> {
      const desk = await suite.open({ blockServiceWorkers: true });
      await chatApiAt(desk.page);
      await signIn(desk.page, who);
      await desk.page.waitForURL("**/dashboard", { timeout: 90_000 });
      return desk;
    },
  };
}

/** Signs `who` in through the app's sign-in screen and waits for Home. */
export async function signInToApp(page: Page, who: { email: string; password: string } = DEMO.student) {
  await page.goto("/app/");
  await page.waitForURL("**/app/sign-in");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "My week", level: 1 }).waitFor({ timeout: 90_000 });
}

/** axe-clean, no sideways scroll, and a screenshot named `app-<name>-<width>`. */
export async function checkScreen(page: Page, name: string) {
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  expect(await fitsViewportWidth(page), `${name} scrolls sideways`).toBe(true);
  const width = page.viewportSize()?.width ?? 0;
  await screenshot(page, `app-${name}-${width}`);
}

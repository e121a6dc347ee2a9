import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { describeViolations, seriousViolations } from "./axe";
import { DEMO, fitsViewportWidth, launch, screenshot, signIn, watchErrors } from "./browser";
import { HOSTING_URL } from "./env";
import { chatApiAt } from "./school-hour-api";

/** A phone: 375 x 812, touch, as the student app is designed first. */
export const PHONE = { width: 375, height: 812 };

export interface AppPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** The student app's browser for a suite: one Chromium, a phone-sized touch context per `open()`. */
export function useAppBrowser() {
  let browser: Browser | undefined;
  const opened: AppPage[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    for (const o of opened.splice(0)) {
      await o.context.close();
      expect(o.errors, o.errors.join("\n")).toEqual([]);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
  const suite = {
    get browser(): Browser {
      if (!browser) throw new Error("The suite's browser starts in its beforeAll.");
      return browser;
    },
    async open(options: { desktop?: boolean; context?: BrowserContext } = {}): Promise<AppPage> {
      const context =
        options.context ??
        (await suite.browser.newContext({
          baseURL: HOSTING_URL,
          viewport: options.desktop ? { width: 1280, height: 800 } : PHONE,
          hasTouch: !options.desktop,
          isMobile: !options.desktop,
          timezoneId: "America/New_York",
        }));
      const page = await context.newPage();
      const o = { context, page, errors: watchErrors(page) };
      opened.push(o);
      return o;
    },
    /**
     * The staff console at 1280 beside the app, signed in as `who`. Staff messages to a student
     * are held in quiet hours, so the page's chat calls run at a school-day hour; service workers
     * are blocked so that the page's route sees those calls.
     */
    async openConsole(who: { email: string; password: string } = DEMO.staff): Promise<AppPage> {
      const desk = await suite.open({
        desktop: true,
        context: await suite.browser.newContext({
          baseURL: HOSTING_URL,
          viewport: { width: 1280, height: 800 },
          timezoneId: "America/New_York",
          serviceWorkers: "block",
        }),
      });
      await chatApiAt(desk.page);
      await signIn(desk.page, who);
      await desk.page.waitForURL("**/dashboard", { timeout: 90_000 });
      return desk;
    },
  };
  return suite;
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

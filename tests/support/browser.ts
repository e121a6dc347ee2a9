import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import CHROMIUM_ARGS from "../../scripts/chromium-args.json";
import { HOSTING_URL } from "./env";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const ARTIFACTS = fileURLToPath(new URL("../.artifacts/", import.meta.url));

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // The brief's flags, shared with the bench (scripts/bench/lib.mjs).
    args: CHROMIUM_ARGS,
  });
}

export async function newContext(browser: Browser, width = 1280, height = 800): Promise<BrowserContext> {
  return browser.newContext({ baseURL: HOSTING_URL, viewport: { width, height } });
}

/** True when the page does not scroll sideways (the whole layout fits the viewport's width). */
export function fitsViewportWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Collects uncaught page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/**
 * Records, from the page's first script on, every Content-Security-Policy violation the browser
 * reports to the document, caught ones included (an eval probe inside a try logs nothing on the
 * console, yet Chrome files it as an issue); `cspViolations` reads them.
 */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} refused ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

/** The violations `watchCspViolations` has seen in the current document. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  // Finite CSS animations are finished first, so a dialog is not caught halfway through opening.
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: false, animations: "disabled" });
}

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export type SignedInState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * Signs `who` in once through the login page and returns the storage (localStorage session and
 * Firebase Auth's IndexedDB), so each test can open its own signed-in context without sharing a
 * page with another test.
 */
export async function signedInState(browser: Browser, who: { email: string; password: string }) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, who);
  // Generous: the first sign-in of a run may wait for the function emulator to start.
  await page.waitForURL("**/dashboard", { timeout: 90_000 });
  await page.getByRole("button", { name: "Account menu" }).waitFor({ timeout: 90_000 });
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors so far. */
  errors: string[];
}

/** A fresh context (optionally signed in, optionally with its clock set) and one page in it. */
export async function openPage(
  browser: Browser,
  options: {
    state?: SignedInState;
    width?: number;
    height?: number;
    clock?: Date;
    /** The device's zone (the school's, America/New_York, unless a test moves the device). */
    timezoneId?: string;
    /** Keeps the service worker out, so that page.route sees every request (uploads included). */
    blockServiceWorkers?: boolean;
    /** A phone: 375 x 812 unless sized, touch, as the student app is designed first. */
    phone?: boolean;
  } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({
    baseURL: HOSTING_URL,
    viewport: options.phone
      ? { width: options.width ?? 375, height: options.height ?? 812 }
      : { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.phone && { hasTouch: true, isMobile: true }),
    storageState: options.state,
    // The school's zone, so datetime inputs mean the same instant on every machine.
    timezoneId: options.timezoneId ?? "America/New_York",
    serviceWorkers: options.blockServiceWorkers ? "block" : "allow",
  });
  if (options.clock) await context.clock.setSystemTime(options.clock);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Chooses an item of the header's account menu. */
export async function chooseFromAccountMenu(page: Page, item: string) {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/**
 * The browser of a suite (call it inside `describe`, before the suite's own hooks): one Chromium
 * launched before the suite's tests and closed after them, and `open(options)` for a test's page,
 * a fresh context (`openPage`) that is closed after the test and whose uncaught page errors fail it.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];
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
    async open(options: Parameters<typeof openPage>[1] = {}): Promise<OpenPage> {
      const o = await openPage(suite.browser, options);
      opened.push(o);
      return o;
    },
  };
  return suite;
}

import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../support/axe";
import { DEMO } from "../support/accounts";
import {
  fitsViewportWidth,
  launch,
  openPage,
  screenshot,
  signedInState,
  type OpenPage,
  type SignedInState,
} from "../support/browser";

/**
 * The static shell of index.html: what a phone on a slow line shows before the app's
 * JavaScript has arrived, and that the app takes over from it cleanly under Hosting's CSP.
 */
let browser: Browser;
let staff: SignedInState;
const opened: OpenPage[] = [];

async function open(options: Parameters<typeof openPage>[1] = {}) {
  const o = await openPage(browser, options);
  opened.push(o);
  return o;
}

/** Holds back every JavaScript chunk and API call: the page shows only what the HTML paints. */
async function withoutScripts(page: Page) {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.route("**/api/**", (route) => route.abort());
}

/** Content-Security-Policy refusals the page reports on its console. */
function watchCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (msg: ConsoleMessage) => {
    if (/Content Security Policy/i.test(msg.text())) refused.push(msg.text());
  });
  return refused;
}

/**
 * Runs in the page before its own scripts: at every frame (before each paint) notes the school
 * name the frame shows (the shell's, then React's) and adds up the layout shifts as CLS does.
 * `shellForgets` makes the shell's script read no remembered brand, as the shell did before it
 * painted the school (React still reads it): the "before" of the same page.
 */
function watchBrand(shellForgets: boolean) {
  const w = globalThis as unknown as { __brand: { names: string[]; cls: number } };
  w.__brand = { names: [], cls: 0 };
  if (shellForgets) {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      const inline = document.currentScript && !(document.currentScript as HTMLScriptElement).src;
      return key === "schoolBrand" && inline ? null : getItem.call(this, key);
    };
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!e.hadRecentInput) w.__brand.cls += e.value;
  }).observe({ type: "layout-shift", buffered: true });
  const frame = () => {
    const shown = Array.from(
      document.querySelectorAll<HTMLElement>(
        '#ss-school, #ss-school-short, [data-testid="school-name"], [data-testid="header-school"]',
      ),
    )
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.textContent ?? "");
    const last = w.__brand.names[w.__brand.names.length - 1];
    for (const name of shown) if (name !== last) w.__brand.names.push(name);
    if (performance.now() < 20_000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

beforeAll(async () => {
  browser = await launch();
  staff = await signedInState(browser, DEMO.staff);
}, 120_000);

afterEach(async () => {
  while (opened.length > 0) await opened.pop()!.context.close();
});

afterAll(async () => {
  await browser?.close();
});

describe("the static shell", () => {
  it("paints the sign-in card before any JavaScript", async () => {
    const { page } = await open({ width: 375, height: 800 });
    await withoutScripts(page);
    await page.goto("/login");
    const card = page.locator(".ss-public");
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.innerText()).toContain("Welcome back. Sign in to run your school.");
    expect(await page.locator(".ss-console").isVisible()).toBe(false);
    expect(await fitsViewportWidth(page)).toBe(true);
    await screenshot(page, "static-shell-login-375");
  });

  it("paints a signed-in user's frame, menu and welcome before any JavaScript", async () => {
    for (const [width, name] of [
      [1280, "static-shell-dashboard-1280"],
      [375, "static-shell-dashboard-375"],
    ] as const) {
      const { page } = await open({ state: staff, width, height: 800 });
      await withoutScripts(page);
      await page.goto("/dashboard");
      const frame = page.locator(".ss-console");
      await expect.poll(() => frame.isVisible()).toBe(true);
      const text = await frame.innerText();
      expect(text).toMatch(/Welcome back, \w+\. Here is what needs doing today\./);
      // Staff do not see the admin-only menu items, in the shell as in the app.
      expect(await page.locator('.ss [data-path="/setting/team"]').isVisible()).toBe(false);
      if (width === 1280) {
        expect(await page.locator('.ss [aria-current="page"]').innerText()).toBe("Dashboard");
      }
      expect(await fitsViewportWidth(page)).toBe(true);
      await screenshot(page, name);
    }
  });

  it("paints the school's name the device remembers from the first frame, with no jump", async () => {
    const seen: Record<string, { names: string[]; cls: number }> = {};
    for (const [width, shellForgets] of [
      [1280, true],
      [1280, false],
      [375, true],
      [375, false],
    ] as const) {
      const { page } = await open({ state: staff, width, height: 800 });
      // A first visit: the frame reads the settings and this device remembers the school.
      await page.goto("/students/groups");
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("schoolBrand")), { timeout: 60_000 })
        .toContain("Northside Dance Academy");
      await page.addInitScript(watchBrand, shellForgets);
      await page.reload();
      await page.locator("main#main h1").first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1500);
      const brand = await page.evaluate(
        () => (globalThis as unknown as { __brand: { names: string[]; cls: number } }).__brand,
      );
      seen[`${width}${shellForgets ? " before" : ""}`] = brand;
      if (!shellForgets) {
        expect(brand.names, `${width}: the frames' school names`).toEqual(["Northside Dance Academy"]);
        await withoutScripts(page);
        await page.reload();
        await expect.poll(() => page.locator(".ss-console").isVisible()).toBe(true);
        await screenshot(page, `static-shell-school-${width}`);
      }
      // Each page's frame watcher runs for 20 s: closed now, it does not slow the next one down.
      await opened.pop()!.context.close();
    }
    // The figures, before (the shell painted the app's own name) and after.
    console.log("school name per frame and CLS:", JSON.stringify(seen));
    expect(seen["1280 before"]?.names[0]).toBe("Studio Admin");
  }, 300_000);

  it("paints the menu's counts the device last saw, before any JavaScript", async () => {
    const { page } = await open({ state: staff, width: 1280, height: 800 });
    await page.goto("/students/groups");
    // The live count, as the React menu shows it once the frame's watchers have read it.
    const live = page.locator('a[href="/support/chat"] [aria-label$=" waiting"]');
    await live.waitFor({ timeout: 60_000 });
    const count = (await live.innerText()).trim();
    expect(Number(count)).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("menuBadges") ?? "{}")["support-chat"]))
      .toBe(Number(count));
    await withoutScripts(page);
    await page.reload();
    await expect.poll(() => page.locator(".ss-console").isVisible()).toBe(true);
    expect(await page.locator('.ss [data-id="support-chat"] .ss-badge').innerText()).toBe(count);
    await screenshot(page, "static-shell-badges-1280");
  }, 120_000);

  it("gives way to the app, which Hosting's CSP lets run, with nothing of the shell left", async () => {
    const { page, errors } = await open({ state: staff });
    const refused = watchCsp(page);
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.getByRole("heading", { name: /^Today/ }).waitFor({ timeout: 30_000 });
    expect(await page.locator(".ss").count()).toBe(0);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("lets the sign-in page run and sign in, with Firebase Auth loaded only then", async () => {
    const { page, errors } = await open();
    const refused = watchCsp(page);
    const firebaseChunks: string[] = [];
    page.on("request", (req) => {
      if (/\/assets\/firebase-/.test(req.url())) firebaseChunks.push(req.url());
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await page.locator(".ss").count()).toBe(0);
    expect(firebaseChunks).toEqual([]);
    await page.getByLabel("Email").fill(DEMO.staff.email);
    await page.getByLabel("Password").fill(DEMO.staff.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/dashboard", { timeout: 60_000 });
    expect(firebaseChunks.length).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInToApp } from "../support/app-browser";
import { DEMO } from "../support/accounts";
import { launch, signedInState, type SignedInState } from "../support/browser";
import { HOSTING_URL } from "../support/env";

/**
 * Nothing moves after the first paint: each screen is loaded cold on a phone (CPU slowed 4x, as
 * Lighthouse's mobile profile does) and the browser's own layout-shift entries are added up, as
 * Cumulative Layout Shift counts them, until the screen has settled. Above 0.05 fails, naming what
 * moved.
 */
const BUDGET = 0.05;
const SETTLE_MS = 3000;
const PHONE = { width: 412, height: 823 };

interface Shift {
  value: number;
  sources: string[];
}

/** Runs in the page before its own scripts: records every layout shift not caused by input. */
function recordShifts() {
  const shifts: Shift[] = [];
  (globalThis as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describeNode = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? "(gone)";
    const id = node.id ? `#${node.id}` : "";
    const testId = node.getAttribute("data-testid");
    return `${node.tagName.toLowerCase()}${id}${testId ? `[${testId}]` : ""} "${(node.textContent ?? "").slice(0, 40)}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map(
          (s) =>
            `${describeNode(s.node)} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} (h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)})`,
        ),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

const recording = new WeakSet<Page>();

/** Loads `path` cold at CPU 4x, waits for `ready` and SETTLE_MS more, and returns the shifts. */
async function shiftsOf(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  if (!recording.has(page)) {
    recording.add(page);
    await page.addInitScript(recordShifts);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    await page.goto(`${HOSTING_URL}${path}`);
    await ready(page);
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => (globalThis as unknown as { __shifts: Shift[] }).__shifts);
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await cdp.detach();
  }
}

function expectStill(path: string, shifts: Shift[]) {
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const what = shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join("; ")}`).join("\n");
  expect(total, `${path} moved after its first paint:\n${what}`).toBeLessThanOrEqual(BUDGET);
}

// The console's own <main> (the static shell has none): the screen itself is there.
const screenHeading = (page: Page) => page.locator("main#main h1").first().waitFor({ timeout: 60_000 });

const CONSOLE = [
  "/dashboard",
  "/students/details",
  "/students/attendance",
  "/programs/schedules",
  "/media/master-list",
  "/chat/individual",
];

let browser: Browser;
let admin: SignedInState;

beforeAll(async () => {
  browser = await launch();
  admin = await signedInState(browser, DEMO.admin);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** A phone-sized context (touch, no service worker: every load is a first one), signed in or not. */
async function phone(state?: SignedInState) {
  const context = await browser.newContext({
    baseURL: HOSTING_URL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    storageState: state,
    timezoneId: "America/New_York",
    serviceWorkers: "block",
  });
  return { context, page: await context.newPage() };
}

describe("layout shift after the first paint, on a phone at CPU 4x", () => {
  it("/login stays still", async () => {
    const { context, page } = await phone();
    try {
      const ready = (p: Page) => p.getByRole("button", { name: "Sign in" }).waitFor({ timeout: 60_000 });
      expectStill("/login", await shiftsOf(page, "/login", ready));
    } finally {
      await context.close();
    }
  });

  for (const path of CONSOLE)
    it(`${path} stays still, signed in as the admin`, async () => {
      const { context, page } = await phone(admin);
      try {
        expectStill(path, await shiftsOf(page, path, screenHeading));
      } finally {
        await context.close();
      }
    });

  it("the app's home and practice screens stay still, signed in as a student", async () => {
    const { context, page } = await phone();
    try {
      await signInToApp(page);
      const ready = (p: Page) => p.locator("main h1").first().waitFor({ timeout: 60_000 });
      for (const path of ["/app/", "/app/practice"]) expectStill(path, await shiftsOf(page, path, ready));
    } finally {
      await context.close();
    }
  });
});

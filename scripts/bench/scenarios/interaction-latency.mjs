import { HOSTING_URL, benchFirestore, launchChromium, signInToConsole } from "../lib.mjs";

const TAPS = 5;
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/**
 * Runs in the page: when `selector` first matches, the time of the frame after it, as
 * performance.now() (an Event Timing entry ends at the next paint, which for a screen that opens
 * through the router, such as the drawer, comes before the drawer itself).
 */
function whenShown(selector) {
  /* global document, requestAnimationFrame, MutationObserver -- this runs in the page */
  globalThis.__shown = new Promise((resolve) => {
    const check = () => {
      if (!document.querySelector(selector)) return false;
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

/** Runs in the page: keeps every Event Timing entry of an interaction (a tap's pointer and click). */
function watchEvents() {
  const seen = [];
  globalThis.__events = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        seen.push({
          id: e.interactionId,
          name: e.name,
          start: e.startTime,
          duration: e.duration,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
        });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/**
 * The slowest event of the last interaction, as INP counts it: from the tap to the next paint
 * (`duration`), split into the wait for the main thread, the handlers, and the render and paint.
 */
async function lastInteraction(page, shown) {
  const events = await page.evaluate(() => globalThis.__events.splice(0));
  const last = Math.max(0, ...events.map((e) => e.id));
  const mine = events.filter((e) => e.id === last);
  const worst = mine.sort((a, b) => b.duration - a.duration)[0];
  // Under the 16 ms threshold the browser reports nothing: counted as 16 ms.
  if (!worst) return { total: 16, delay: 0, handlers: 0, paint: 0, shown: null };
  const tapped = Math.min(...mine.map((e) => e.start));
  return {
    shown: shown == null ? null : shown - tapped,
    total: worst.duration,
    delay: worst.processingStart - worst.start,
    handlers: worst.processingEnd - worst.processingStart,
    paint: worst.start + worst.duration - worst.processingEnd,
  };
}

/** A practice of the demo school with students on its roster: its attendance screen. */
async function rosterUrl() {
  const practices = await benchFirestore().collection("practices").limit(20).get();
  const practice = practices.docs.find((d) => (d.get("groupIds") ?? []).length > 0);
  if (!practice) throw new Error("the demo school has no practice with groups");
  return `/students/attendance?date=${practice.get("date")}&session=practice:${practice.id}`;
}

const INTERACTIONS = [
  {
    name: "open a student's drawer",
    path: () => "/students/details",
    ready: (page) => page.getByTestId("student-row").first().waitFor({ timeout: 60_000 }),
    shown: '[role="dialog"]',
    tap: (page, i) => page.getByTestId("student-row").nth(i).tap(),
    done: (page) => page.getByRole("dialog").waitFor({ timeout: 30_000 }),
    reset: async (page) => {
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden", timeout: 30_000 });
    },
  },
  {
    name: "mark one student present",
    path: rosterUrl,
    ready: (page) => page.getByTestId("roster").waitFor({ timeout: 60_000 }),
    tap: (page, i) =>
      page
        .getByRole("button", { name: /^Present: / })
        .nth(i)
        .tap(),
    done: (page) => page.waitForTimeout(300),
    reset: async () => {},
  },
  {
    name: "open the account menu",
    path: () => "/dashboard",
    ready: (page) => page.getByRole("button", { name: /Account menu/ }).waitFor({ timeout: 60_000 }),
    shown: '[role="menu"]',
    tap: (page) => page.getByRole("button", { name: /Account menu/ }).tap(),
    done: (page) => page.getByRole("menuitem", { name: "Profile" }).waitFor({ timeout: 30_000 }),
    reset: async (page) => {
      await page.keyboard.press("Escape");
      await page.getByRole("menuitem", { name: "Profile" }).waitFor({ state: "hidden", timeout: 30_000 });
    },
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * From a tap to the next paint, on a phone at CPU 4x, measured by the browser's Event Timing API
 * (what Interaction to Next Paint is made of): opening a student's drawer, marking one student
 * present, opening the account menu. Each is tapped TAPS times once the screen has settled;
 * medians and worst. Measures, never asserts.
 */
export default async function interactionLatency() {
  const browser = await launchChromium();
  const rows = [];
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await signInToConsole(page);
    await page.addInitScript(watchEvents);
    const cdp = await context.newCDPSession(page);
    for (const it of INTERACTIONS) {
      await page.goto(`${HOSTING_URL}${await it.path()}`);
      await it.ready(page);
      await page.waitForTimeout(3000); // what loads after the first screen has loaded
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const runs = [];
      try {
        await page.evaluate(() => globalThis.__events.splice(0));
        for (let i = 0; i < TAPS; i++) {
          if (it.shown) await page.evaluate(whenShown, it.shown);
          await it.tap(page, i);
          await it.done(page);
          const shown = it.shown ? await page.evaluate(() => globalThis.__shown) : null;
          await page.waitForTimeout(200); // the entry arrives after the paint
          runs.push(await lastInteraction(page, shown));
          await it.reset(page);
          await page.evaluate(() => globalThis.__events.splice(0));
        }
      } finally {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      }
      const r = (key) => Math.round(median(runs.map((x) => x[key])));
      rows.push({
        interaction: it.name,
        "tap → paint (median)": `${r("total")} ms`,
        worst: `${Math.round(Math.max(...runs.map((x) => x.total)))} ms`,
        "input delay": `${r("delay")} ms`,
        handlers: `${r("handlers")} ms`,
        "render & paint": `${r("paint")} ms`,
        "tap → shown (median)": it.shown ? `${r("shown")} ms` : "–",
      });
    }
    await context.close();
  } finally {
    await browser.close();
  }
  console.log(`\nInteraction to next paint, phone at CPU 4x (Event Timing API, ${TAPS} taps each):`);
  console.table(rows);
}

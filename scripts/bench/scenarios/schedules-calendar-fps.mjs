/* global document, requestAnimationFrame -- sampleScroll's callback runs in the page */
import { HOSTING_URL, launchChromium, ms, percentile, benchFirestore, signInToConsole } from "../lib.mjs";
import { benchProgram } from "../records.mjs";

const SESSIONS = 200;
const PROGRAM = "bench-calendar-program";
const WEEK = "2030-01-07"; // a Monday far from the demo's weeks
const id = (i) => `bench-calendar-${String(i).padStart(3, "0")}`;

/** Scrolls the calendar for `durationMs`, one step per animation frame; returns frame times. */
async function sampleScroll(page, durationMs) {
  return page.evaluate(async (duration) => {
    const scroller = document.querySelector("[data-testid=calendar-scroll]");
    const frames = [];
    let dir = 1;
    await new Promise((resolve) => {
      let last = performance.now();
      const start = last;
      const step = (t) => {
        frames.push(t - last);
        last = t;
        scroller.scrollTop += dir * 24;
        if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) dir = -1;
        else if (scroller.scrollTop <= 0) dir = 1;
        if (t - start < duration) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    return frames.slice(1);
  }, durationMs);
}

function summarise(label, frames) {
  const sorted = [...frames].sort((a, b) => a - b);
  const mean = frames.reduce((a, b) => a + b, 0) / frames.length;
  const slow = frames.filter((f) => f > 20).length; // a frame over 20 ms is below 50 fps
  console.log(
    `  ${label}: ${frames.length} frames, mean ${(1000 / mean).toFixed(1)} fps, p50 frame ${ms(percentile(sorted, 50))}, p95 frame ${ms(percentile(sorted, 95))}, worst ${ms(sorted.at(-1))}, frames over 20 ms: ${slow} (${((100 * slow) / frames.length).toFixed(1)} %)`,
  );
}

/**
 * /programs/schedules with 200 sessions in one week: time until the blocks are on screen, and
 * frame times while the calendar scrolls (requestAnimationFrame sampling in headless Chromium),
 * at full speed and with the CPU throttled 4x through the DevTools protocol.
 */
export default async function schedulesCalendarFps() {
  const firestore = benchFirestore();
  const writer = firestore.bulkWriter();
  writer.set(
    firestore.doc(`programs/${PROGRAM}`),
    benchProgram({ name: "Bench calendar program", color: "#0ea5e9", groupIds: ["junior-ballet"] }),
  );
  for (let i = 0; i < SESSIONS; i++) {
    const start = 7 * 60 + ((i * 37) % (14 * 60));
    const hhmm = (m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    writer.set(firestore.doc(`schedules/${id(i)}`), {
      programId: PROGRAM,
      groupId: "junior-ballet",
      dayOfWeek: i % 7,
      startTime: hhmm(start),
      endTime: hhmm(Math.min(start + 45 + (i % 4) * 15, 22 * 60)),
      room: `Bench ${i % 9}`,
      instructorId: "bench",
      startDate: WEEK,
      endDate: "2030-01-13",
      exceptions: i % 25 === 0 ? [{ date: WEEK, reason: "bench" }] : [],
      archivedAt: null,
    });
  }
  await writer.close();

  const browser = await launchChromium();
  try {
    const page = await (
      await browser.newContext({ baseURL: HOSTING_URL, viewport: { width: 1280, height: 800 } })
    ).newPage();
    await signInToConsole(page);
    const started = Date.now();
    await page.goto(`/programs/schedules?week=${WEEK}&program=${PROGRAM}`);
    await page
      .locator(".cal-block")
      .nth(SESSIONS - 1)
      .waitFor();
    const shown = Date.now() - started;
    const blocks = await page.locator(".cal-block").count();
    console.log(`\nSchedules week view with ${blocks} sessions (1280x800, headless Chromium, no GPU):`);
    console.log(`  navigation to all blocks on screen: ${ms(shown)} (includes the two API calls)`);
    summarise("scrolling, full speed", await sampleScroll(page, 4000));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    summarise("scrolling, CPU 4x slower", await sampleScroll(page, 4000));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  } finally {
    await browser.close();
    const cleanup = firestore.bulkWriter();
    for (let i = 0; i < SESSIONS; i++) cleanup.delete(firestore.doc(`schedules/${id(i)}`));
    cleanup.delete(firestore.doc(`programs/${PROGRAM}`));
    await cleanup.close();
  }
}

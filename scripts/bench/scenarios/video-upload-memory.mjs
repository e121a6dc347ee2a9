import { mkdtemp, open, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getApps, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { VIDEO_MAX_BYTES } from "../../../functions/lib/shared/storage-path.schema.js";
import { DEMO_STAFF, HOSTING_URL, benchFirestore, launchChromium, signInToConsole } from "../lib.mjs";

const MB = 1024 * 1024;
const FILE_BYTES = 200 * MB;
const SAMPLE_MS = 250;
const UPLOAD_TIMEOUT_MS = 15 * 60_000;

/**
 * A process's resident memory from /proc (Linux): all of it (VmRSS, shared libraries included)
 * and its own (RssAnon: heaps and buffers, which a file read whole would grow); null once gone.
 */
async function residentBytes(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, "m").exec(status)?.[1] ?? 0) * 1024;
    return { rss: field("VmRSS"), anon: field("RssAnon") };
  } catch {
    return null;
  }
}

const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;

/**
 * The upload budget: a 200 MB video uploaded through /media/upload to the Storage emulator, with
 * the tab's memory staying under 300 MB (the file is sent in chunks, never read whole). The file
 * is made at run time in a temp folder (sparse: zeros, no disk blocks; the browser cannot decode
 * it, so no poster is captured, as for any file it cannot play) and deleted afterwards, with the
 * stored object and the draft video. While it uploads, every 250 ms: the page's JS heap (CDP
 * Performance.getMetrics) and the resident memory (VmRSS) of each Chromium renderer (pids from
 * CDP SystemInfo.getProcessInfo), and of the browser process that carries the requests. Prints
 * the peaks and the upload time. Measures only; the machine is shared, so times vary.
 */
export default async function videoUploadMemory() {
  const dir = await mkdtemp(join(tmpdir(), "studio-bench-upload-"));
  const file = join(dir, "bench-200mb-upload.mp4");
  const handle = await open(file, "w");
  await handle.truncate(FILE_BYTES);
  await handle.close();

  const browser = await launchChromium();
  const firestore = benchFirestore();
  let storedPath = null;
  let videoId = null;
  try {
    const context = await browser.newContext({
      baseURL: HOSTING_URL,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await signInToConsole(page, DEMO_STAFF);
    await page.goto("/media/upload");
    await page.getByRole("heading", { name: "Upload videos", level: 1 }).waitFor();
    const program = page.getByLabel("Program");
    const firstProgram = await program.locator("option:not([value=''])").first().getAttribute("value");
    await program.selectOption(firstProgram);
    await page.getByLabel("Week").selectOption("1");

    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const browserCdp = await browser.newBrowserCDPSession();
    const processes = async () => {
      const { processInfo } = await browserCdp.send("SystemInfo.getProcessInfo");
      return processInfo;
    };
    const before = await processes();
    const browserPid = before.find((p) => p.type === "browser")?.id;

    const peaks = { heap: 0, rendererTotal: 0, browser: 0 };
    /** pid -> its memory when first seen and the most during the upload. */
    const renderers = new Map();
    let sampling = true;
    const sample = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      const heap = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
      peaks.heap = Math.max(peaks.heap, heap);
      let total = 0;
      for (const p of await processes()) {
        if (p.type !== "renderer") continue;
        const now = await residentBytes(p.id);
        if (now === null) continue;
        total += now.rss;
        const seen = renderers.get(p.id) ?? { start: now, peak: { rss: 0, anon: 0 } };
        seen.peak = { rss: Math.max(seen.peak.rss, now.rss), anon: Math.max(seen.peak.anon, now.anon) };
        renderers.set(p.id, seen);
      }
      peaks.rendererTotal = Math.max(peaks.rendererTotal, total);
      if (browserPid) peaks.browser = Math.max(peaks.browser, (await residentBytes(browserPid))?.rss ?? 0);
    };
    await sample();
    const atStart = { ...peaks };
    const sampler = (async () => {
      while (sampling) {
        await sample().catch(() => {});
        await new Promise((r) => setTimeout(r, SAMPLE_MS));
      }
    })();

    const started = performance.now();
    await page.getByTestId("video-files").setInputFiles(file);
    const item = page.getByTestId("upload-item").filter({ hasText: "bench-200mb-upload.mp4" });
    await item.getByText("Saved as draft").waitFor({ timeout: UPLOAD_TIMEOUT_MS });
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;

    const stored = await firestore
      .collection("videos")
      .where("title", "==", "bench 200mb upload")
      .limit(1)
      .get();
    videoId = stored.docs[0]?.id ?? null;
    storedPath = stored.docs[0]?.get("source.path") ?? null;

    console.log(`\nUpload of a ${mb(FILE_BYTES)} video through /media/upload to the Storage emulator:`);
    console.log(
      `  upload time (file picked -> saved)   ${seconds.toFixed(1)} s  (${(FILE_BYTES / MB / seconds).toFixed(1)} MB/s)`,
    );
    console.log(`  page JS heap used                    ${mb(atStart.heap)} before, peak ${mb(peaks.heap)}`);
    // Each renderer is listed (the console's tab is the largest): a file read whole would show
    // as some 200 MB more in one of them.
    const byPeak = [...renderers.entries()].sort((x, y) => y[1].peak.rss - x[1].peak.rss);
    for (const [pid, { start, peak }] of byPeak) {
      console.log(
        `  renderer pid ${String(pid).padEnd(8)}  VmRSS ${mb(start.rss)} -> peak ${mb(peak.rss)}   RssAnon ${mb(start.anon)} -> peak ${mb(peak.anon)}`,
      );
    }
    console.log(
      `  all renderers together (VmRSS)       peak ${mb(peaks.rendererTotal)}   (budget: the tab under 300 MB)`,
    );
    console.log(
      `  browser process (VmRSS)              ${mb(atStart.browser)} before, peak ${mb(peaks.browser)}`,
    );
    console.log(
      `  stored: ${storedPath ?? "(not found)"}   (library limit in storage.rules: ${mb(VIDEO_MAX_BYTES)}, VIDEO_MAX_BYTES)`,
    );
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
    if (videoId) await firestore.doc(`videos/${videoId}`).delete();
    if (storedPath) {
      const app =
        getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-studio-admin" });
      const bucket = getStorage(app).bucket(
        `${process.env.GCLOUD_PROJECT ?? "demo-studio-admin"}.appspot.com`,
      );
      await bucket
        .file(storedPath)
        .delete()
        .catch((err) => console.log(`  (could not delete ${storedPath}: ${err.message})`));
    }
  }
}

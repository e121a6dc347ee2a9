import { HOSTING_URL, kb, launchChromium, signInToApp, signInToConsole } from "../lib.mjs";

const RUNS = 3;

// Lighthouse's mobile profile: CPU 4x, 150 ms round trip, 1.6 Mbps down, 750 kbps up.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Records every paint entry from the start of the navigation, for reading once the page settles. */
function observePaints() {
  const seen = { fcp: null, lcp: null, lcpElement: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") seen.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      seen.lcp = e.startTime;
      seen.lcpElement = e.element?.outerHTML.slice(0, 100) ?? null;
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  globalThis.__paints = seen;
}

/**
 * Loads `path` with a cold HTTP cache under the throttling above and returns FCP, LCP, the bytes
 * on the wire and the request count up to the moment `ready` finds the screen's content (then 1 s
 * more, so late paints count). A signed-in page keeps its storage (session, Firebase Auth).
 */
async function measure(page, path, ready) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let bytes = 0;
  let requests = 0;
  let fromWorker = 0;
  const served = new Set();
  let counting = true;
  const started = performance.now();
  const urls = new Map();
  const onRequest = (e) => {
    if (counting && !e.request.url.startsWith("data:")) requests += 1;
    urls.set(e.requestId, { url: e.request.url, at: performance.now() - started });
  };
  // What the service worker answered from its cache never crossed the network.
  const onResponse = (e) => {
    if (e.response.fromServiceWorker) served.add(e.requestId);
  };
  const onFinished = (e) => {
    if (!counting) return;
    if (served.has(e.requestId)) {
      fromWorker += 1;
      return;
    }
    bytes += e.encodedDataLength;
    const r = urls.get(e.requestId);
    // PAGE_LOAD_VERBOSE=1 lists each request: when it started and finished, and its size.
    if (r && process.env.PAGE_LOAD_VERBOSE)
      console.log(
        `    ${Math.round(r.at)}-${Math.round(performance.now() - started)} ms ${e.encodedDataLength} B ${r.url.replace(HOSTING_URL, "")}`,
      );
  };
  cdp.on("Network.requestWillBeSent", onRequest);
  cdp.on("Network.responseReceived", onResponse);
  cdp.on("Network.loadingFinished", onFinished);
  await page.addInitScript(observePaints);
  await page.goto(`${HOSTING_URL}${path}`, { waitUntil: "commit" });
  await ready(page);
  await page.waitForTimeout(1000);
  counting = false;
  const paints = await page.evaluate(() => globalThis.__paints);
  if (process.env.PAGE_LOAD_VERBOSE)
    console.log(`    LCP ${Math.round(paints.lcp)} ms: ${paints.lcpElement}`);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.send("Network.emulateNetworkConditions", {
    ...NETWORK,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  return { fcp: paints.fcp, lcp: paints.lcp, bytes, requests, fromWorker };
}

/** Signed in, and the service worker (registered a few seconds after load) has precached its scope. */
const andInstall = (signInFirst) => async (page) => {
  await signInFirst(page);
  const state = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state);
  for (let waited = 0; (await state()) !== "activated"; waited += 500) {
    if (waited > 90_000) throw new Error("The service worker did not activate within 90 s");
    await page.waitForTimeout(500);
  }
};

const dashboard = (page) => page.getByRole("heading", { name: /^Today/ }).waitFor({ timeout: 60_000 });
// The app's static shell has the same title, hidden from assistive technology: the role query
// finds only the screen React drew, and the shell's going shows React has replaced it.
const appHome = async (page, timeout = 60_000) => {
  await page.getByRole("heading", { name: "My week", level: 1 }).waitFor({ timeout });
  await page.locator(".ss").first().waitFor({ state: "detached", timeout });
};
const appSignIn = (page) => page.locator(".ss").first().waitFor({ state: "detached", timeout: 60_000 });

const PAGES = [
  {
    name: "/login",
    path: "/login",
    ready: (page) => page.getByRole("button", { name: "Sign in" }).waitFor({ timeout: 60_000 }),
  },
  { name: "/dashboard (signed in)", path: "/dashboard", before: signInToConsole, ready: dashboard },
  {
    // The HTTP cache is cleared as for the others; the service worker's cache is what remains.
    name: "/dashboard (returning, service worker)",
    path: "/dashboard",
    before: andInstall(signInToConsole),
    ready: dashboard,
  },
  { name: "/app/sign-in", path: "/app/sign-in", ready: appSignIn },
  { name: "/app/ (signed in)", path: "/app/", before: signInToApp, ready: appHome },
  {
    name: "/app/ (returning, service worker)",
    path: "/app/",
    before: andInstall(signInToApp),
    ready: appHome,
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (msValue) => (msValue == null ? "none" : `${(msValue / 1000).toFixed(2)} s`);

/**
 * The console's /login and signed-in /dashboard, and the app's sign-in and signed-in home, as a
 * phone on a poor connection sees them, first and returning (through the service worker):
 * real Chromium, each load in a new browser context with a cold cache, medians of 3.
 */
export default async function pageLoad() {
  const browser = await launchChromium();
  const rows = [];
  try {
    // PAGE_LOAD_PAGES=app measures only the pages whose name holds that text.
    const only = process.env.PAGE_LOAD_PAGES;
    for (const target of PAGES.filter((p) => !only || p.name.includes(only))) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        if (target.before) await target.before(page);
        runs.push(await measure(page, target.path, target.ready));
        await context.close();
      }
      rows.push({
        page: target.name,
        FCP: seconds(median(runs.map((r) => r.fcp))),
        LCP: seconds(median(runs.map((r) => r.lcp))),
        transferred: kb(median(runs.map((r) => r.bytes))),
        requests: median(runs.map((r) => r.requests)),
        "from the service worker": median(runs.map((r) => r.fromWorker)),
        "each run (FCP / LCP ms)": runs.map((r) => `${Math.round(r.fcp)}/${Math.round(r.lcp)}`).join(", "),
      });
    }
  } finally {
    await browser.close();
  }
  console.log("\nPage load, cold cache, CPU 4x, 150 ms RTT, 1.6 Mbps down / 750 kbps up (medians of 3):");
  console.table(rows);
}

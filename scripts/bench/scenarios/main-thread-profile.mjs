import { existsSync, readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
import { HOSTING_URL, launchChromium, signInToApp, signInToConsole } from "../lib.mjs";

const TOP = 12;
// MAIN_THREAD_PAGES=app profiles only the pages whose path contains one of these.
const ONLY = process.env.MAIN_THREAD_PAGES?.split(",");

// The timeline's events, grouped as DevTools' "Summary" groups them.
const KINDS = {
  script: [
    "EvaluateScript",
    "v8.compile",
    "v8.compileModule",
    "FunctionCall",
    "TimerFire",
    "EventDispatch",
    "RunMicrotasks",
    "v8.evaluateModule",
  ],
  "style & layout": [
    "UpdateLayoutTree",
    "Layout",
    "RecalculateStyles",
    "ParseAuthorStyleSheet",
    "UpdateLayerTree",
  ],
  paint: ["Paint", "PrePaint", "Layerize", "Commit"],
  parse: ["ParseHTML"],
  gc: ["MajorGC", "MinorGC", "V8.GC_MARK_COMPACTOR", "BlinkGC.AtomicPhase"],
};

const DIST = new URL("../../../web/dist/", import.meta.url);
const maps = new Map();

/**
 * Where a position of a built file comes from, when the build kept its source maps
 * (WEB_SOURCEMAP=1 npm run build -w web): the package (node_modules) or the app's module.
 */
function originOf(url, line, column) {
  const file = url.startsWith(HOSTING_URL) ? url.slice(HOSTING_URL.length + 1) : null;
  if (!file || line < 0 || column < 0) return null;
  if (!maps.has(file)) {
    const path = new URL(`${file}.map`, DIST);
    maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, "utf8"))) : null);
  }
  const map = maps.get(file);
  const at = map?.originalPositionFor({ line: line + 1, column });
  if (!at?.source) return null;
  const pkg = at.source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  const module = pkg
    ? `${pkg[1]}/${pkg[2].replace(/^dist\/(esm\/)?/, "")}`
    : at.source.replace(/^.*?\/((web|app)\/src\/)/, "$1");
  return { module, name: at.name };
}

/**
 * Self time by function and by file (by source module, with maps) from a V8 CPU profile, and total
 * time by function (itself and all it called: where a cost like building the theme shows).
 */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFunction = new Map();
  const byFile = new Map();
  const nameOf = (node) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const origin = url ? originOf(url, lineNumber, columnNumber) : null;
    const built = url ? url.replace(HOSTING_URL, "").replace(/-[\w-]{8}\.js$/, ".js") : "(native)";
    const file = origin ? origin.module : built;
    const fn = origin
      ? `${origin.name ?? functionName ?? "(anonymous)"} ${origin.module}`
      : `${functionName || "(anonymous)"} ${url ? `${built}:${lineNumber + 1}` : ""}`.trim();
    return { file, fn };
  };
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map();
  for (const [id, ms] of self) {
    const { file, fn } = nameOf(byId.get(id));
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    // Each function on the sample's stack once (recursion would count it twice), the root left out.
    const onStack = new Set();
    for (let at = id; parent.has(at); at = parent.get(at)) onStack.add(nameOf(byId.get(at)).fn);
    for (const name of onStack) if (name !== "(idle)") total.set(name, (total.get(name) ?? 0) + ms);
  }
  const top = (map, count = TOP) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => ({ name: name.slice(-90), ms: Math.round(ms) }));
  return { functions: top(byFunction), files: top(byFile), totals: top(total, 2 * TOP) };
}

/** Main-thread time by kind, and the long tasks (over 50 ms), from a Chrome trace. */
function timeline(trace) {
  const events = JSON.parse(trace.toString()).traceEvents;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const onMain = events.filter((e) => e.ph === "X" && e.pid === main?.pid && e.tid === main?.tid);
  const kinds = Object.fromEntries(Object.keys(KINDS).map((k) => [k, 0]));
  for (const e of onMain)
    for (const [kind, names] of Object.entries(KINDS))
      if (names.includes(e.name)) kinds[kind] += (e.dur ?? 0) / 1000;
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.dur > 50_000).map((e) => e.dur / 1000);
  // Nested events of one kind (a FunctionCall inside a FunctionCall) count once: an upper bound otherwise.
  return {
    kinds: Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, Math.round(v)])),
    longTasks: tasks.length,
    longest: Math.round(Math.max(0, ...tasks)),
    blocking: Math.round(tasks.reduce((sum, d) => sum + d - 50, 0)),
  };
}

async function profile(browser, page, path, ready) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "v8"],
  });
  await cdp.send("Profiler.start");
  await page.goto(`${HOSTING_URL}${path}`, { waitUntil: "commit" });
  await ready(page);
  await page.waitForTimeout(3000);
  const { profile: cpu } = await cdp.send("Profiler.stop");
  const trace = await browser.stopTracing();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.detach();
  return { ...selfTimes(cpu), ...timeline(trace) };
}

const PAGES = [
  {
    path: "/dashboard",
    signIn: signInToConsole,
    ready: (page) => page.getByRole("heading", { name: /^Today/ }).waitFor({ timeout: 90_000 }),
  },
  {
    path: "/students/details",
    signIn: signInToConsole,
    ready: (page) =>
      page.getByRole("heading", { name: "Student Details", level: 1 }).waitFor({ timeout: 90_000 }),
  },
  {
    // The app's home as a returning student sees it (the device's last-seen answers drawn first).
    path: "/app/",
    signIn: signInToApp,
    ready: (page) => page.getByRole("region", { name: "This week" }).waitFor({ timeout: 90_000 }),
  },
  {
    path: "/app/sign-in",
    signIn: async () => {},
    ready: (page) => page.getByRole("button", { name: "Sign in" }).waitFor({ timeout: 90_000 }),
  },
];

/**
 * Where the main thread's time goes while a screen loads on a phone (CPU 4x, cold HTTP
 * cache, no network throttling so the figures are the CPU's): time by kind from the Chrome trace,
 * the long tasks, and the functions and files with the most self time from V8's CPU profile.
 */
export default async function mainThreadProfile() {
  const browser = await launchChromium();
  try {
    for (const target of PAGES.filter((p) => !ONLY || ONLY.some((o) => p.path.includes(o)))) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: "block",
      });
      const page = await context.newPage();
      await target.signIn(page);
      const r = await profile(browser, page, target.path, target.ready);
      await context.close();
      console.log(`\nMain thread while ${target.path} loads (CPU 4x):`);
      console.log(`  by kind (ms): ${JSON.stringify(r.kinds)}`);
      console.log(
        `  long tasks: ${r.longTasks}, longest ${r.longest} ms, blocking (sum over 50 ms) ${r.blocking} ms`,
      );
      console.log("  most self time, by file:");
      console.table(r.files);
      console.log("  most self time, by function:");
      console.table(r.functions);
      console.log("  most total time (itself and what it called), by function:");
      console.table(r.totals);
    }
  } finally {
    await browser.close();
  }
}

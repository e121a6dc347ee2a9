import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { HOSTING_URL, signInToApp, signInToConsole } from "../lib.mjs";

const FLAGS = JSON.parse(readFileSync(new URL("../../chromium-args.json", import.meta.url), "utf8"));
// LIGHTHOUSE_RUNS=3 takes the median of three runs per page; LIGHTHOUSE_DIR=<folder> keeps each
// report's JSON (open it in https://googlechrome.github.io/lighthouse/viewer/ to read why) and its
// trace (DevTools' Performance panel) there.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const KEEP = process.env.LIGHTHOUSE_DIR;
// LIGHTHOUSE_PAGES=dashboard,app audits only the pages whose path contains one of these.
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",");

// /login as a visitor sees it (signed in, it sends you on to the dashboard).
const PUBLIC_PAGES = ["/login"];
const CONSOLE_PAGES = [
  "/dashboard",
  "/students/details",
  "/students/attendance",
  "/programs/schedules",
  "/media/master-list",
  "/chat/individual",
];
const APP_PAGES = ["/app/", "/app/practice"];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  LCP: "largest-contentful-paint",
  FCP: "first-contentful-paint",
  SI: "speed-index",
};

/** Debian's Chromium with the browser tests' flags (and only those), with a debugging port. */
function launch() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: FLAGS,
    ignoreDefaultFlags: true,
  });
}

/**
 * Signs in through the page itself, in the browser's own profile: the session (localStorage) and
 * Firebase Auth (IndexedDB) stay for Lighthouse, which clears only the HTTP cache, the service
 * worker and its caches before each run (a cold load, as a first visit after sign-in).
 */
async function signInWith(port, signIn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signIn(page);
    await page.close();
  } finally {
    await browser.close(); // connected, not launched: this only disconnects
  }
}

/** One Lighthouse run of `path` on the default mobile profile (simulated 4x CPU, slow 4G). */
async function audit(port, path) {
  const result = await lighthouse(`${HOSTING_URL}${path}`, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: CATEGORIES,
  });
  const lhr = result.lhr;
  if (KEEP) {
    mkdirSync(KEEP, { recursive: true });
    const name = `${KEEP}/${path.replace(/\W+/g, "_") || "root"}-${Date.now()}`;
    writeFileSync(`${name}.json`, result.report);
    // The trace Lighthouse read, for DevTools' Performance panel: which script each long task ran.
    writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  const row = {};
  for (const c of CATEGORIES) row[c] = lhr.categories[c]?.score ?? null;
  for (const [name, id] of Object.entries(METRICS)) row[name] = lhr.audits[id]?.numericValue ?? null;
  row.finalUrl = lhr.finalDisplayedUrl;
  row.error = lhr.runtimeError?.message;
  return row;
}

const median = (values) => {
  const known = values.filter((v) => v != null).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : null;
};

/** Each page's median over RUNS: categories as scores, metrics in ms (CLS unitless). */
function summarise(path, runs) {
  const row = { page: path };
  for (const c of CATEGORIES) row[c] = median(runs.map((r) => r[c]));
  for (const name of Object.keys(METRICS)) {
    const v = median(runs.map((r) => r[name]));
    row[name] = v == null ? "–" : name === "CLS" ? Number(v.toFixed(3)) : `${Math.round(v)} ms`;
  }
  const moved = runs.find((r) => !r.finalUrl?.endsWith(path));
  if (moved) row.note = `ended at ${moved.finalUrl.replace(HOSTING_URL, "")}`;
  if (runs.some((r) => r.error)) row.note = runs.find((r) => r.error).error;
  return row;
}

async function auditAll(signIn, all) {
  const pages = all.filter((path) => !ONLY || ONLY.some((part) => path.includes(part)));
  if (pages.length === 0) return [];
  const chrome = await launch();
  const rows = [];
  try {
    if (signIn) await signInWith(chrome.port, signIn);
    for (const path of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        try {
          runs.push(await audit(chrome.port, path));
        } catch (err) {
          runs.push({ error: err.message });
        }
      }
      rows.push(summarise(path, runs));
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/**
 * Lighthouse 12 (the web's common yardstick) on the console's sign-in page, its main screens signed
 * in as the demo admin, and on the student app's home and practice screens signed in as a demo student. Mobile
 * profile: simulated 4x CPU slowdown, 150 ms RTT, 1.6 Mbps. Measures, never asserts.
 */
export default async function lighthouseScores() {
  const rows = [
    ...(await auditAll(null, PUBLIC_PAGES)),
    ...(await auditAll(signInToConsole, CONSOLE_PAGES)),
    ...(await auditAll(signInToApp, APP_PAGES)),
  ];
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(medians of ${RUNS})` : "(one run each)"}, mobile profile (/login signed out, the console as the admin, the app as a student):`,
  );
  console.table(rows);
}

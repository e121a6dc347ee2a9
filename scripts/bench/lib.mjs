import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { getApps, initializeApp } from "firebase-admin/app";
import { db } from "../../functions/lib/lib/firestore.js";
import { chromium } from "playwright-core";

export const HOSTING_URL = "http://127.0.0.1:5000";
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";

/**
 * The emulator's Firestore through the Admin SDK, for scenarios that write their own data: the
 * functions' own instance (on the default app), so a scenario can also run their code, such as
 * the student recount.
 */
export function benchFirestore() {
  process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
  if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? "demo-studio-admin" });
  return db();
}

/** GET `/api<path>` through Hosting with `headers`: the answer's JSON, or an error naming the status. */
export function apiGetter(headers) {
  return (path) =>
    fetch(`${HOSTING_URL}/api${path}`, { headers }).then(async (r) => {
      if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
      return r.json();
    });
}

/** `get` as `apiGetter` answers it, and `measure(label, count, path)`: `measureGets` of that `get`. */
export function apiBench(headers) {
  const get = apiGetter(headers);
  return { get, measure: (label, count, path) => measureGets(get, label, count, path) };
}

/** The seed's demo accounts (`scripts/seed/demo-accounts.json`), one per role. */
const DEMO = JSON.parse(readFileSync(new URL("../seed/demo-accounts.json", import.meta.url), "utf8"));
export const DEMO_ADMIN = DEMO.admin;
export const DEMO_STAFF = DEMO.staff;
export const DEMO_STUDENT = DEMO.student;

/** A demo account's Firebase ID token from the Auth emulator (what a student app sends to /api/me). */
export async function demoIdToken({ email, password }) {
  const signIn = await fetch(
    `http://${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  ).then((r) => r.json());
  return signIn.idToken;
}

/** A console session for a demo account, the way the web gets one. */
export async function demoSession(who = DEMO_ADMIN) {
  const idToken = await demoIdToken(who);
  const session = await fetch(`${HOSTING_URL}/api/auth/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ idToken }),
  }).then((r) => r.json());
  return session.data.token;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Times `count` sequential calls of `fn`; returns p50/p95/max in ms. */
export async function timeSequential(count, fn) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { count, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) };
}

export const ms = (n) => `${n.toFixed(1)} ms`;

/**
 * Times `count` sequential calls of `get` for `path` (or `path(i)` for the i-th) and prints one
 * line as soon as it is done; a failing measurement is printed and the run goes on.
 */
export async function measureGets(get, label, count, path) {
  try {
    const r = await timeSequential(count, (i) => get(typeof path === "function" ? path(i) : path));
    console.log(`  ${label.padEnd(34)} n=${count}  p50 ${ms(r.p50)}   p95 ${ms(r.p95)}   max ${ms(r.max)}`);
  } catch (err) {
    console.log(`  ${label.padEnd(34)} failed: ${err.message}`);
  }
}
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Gzip size of files from the production build. */
export function gzipBytes(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Debian's Chromium, headless, started with the flags the browser tests use (the brief's). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: JSON.parse(readFileSync(new URL("../chromium-args.json", import.meta.url), "utf8")),
  });
}

/** Signs a demo account (the admin unless told) in through /login and waits for the dashboard's frame. */
export async function signInToConsole(page, who = DEMO_ADMIN) {
  await page.goto(`${HOSTING_URL}/login`);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/dashboard", { timeout: 90_000 });
  await page.getByRole("button", { name: "Account menu" }).waitFor({ timeout: 90_000 });
}

/** Signs the demo student in through the app's sign-in and waits for their week. */
export async function signInToApp(page) {
  await page.goto(`${HOSTING_URL}/app/`);
  await page.getByLabel("Email").fill(DEMO_STUDENT.email);
  await page.getByLabel("Password").fill(DEMO_STUDENT.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("region", { name: "This week" }).waitFor({ timeout: 90_000 });
}

import { fork } from "node:child_process";
import { HOSTING_URL, demoSession, percentile } from "../lib.mjs";

/**
 * Load on the list endpoints: BENCH_LOAD_CLIENTS (50) clients, each sending GETs one after another,
 * round robin over the paths below, for a warm-up (BENCH_LOAD_WARMUP_SECONDS, 5) reported on its
 * own and a measured phase (BENCH_LOAD_SECONDS, 20), against three targets on 127.0.0.1:
 *   Hosting :5000 -> functions emulator -> our app   (what the browser uses)
 *   functions emulator :5001 directly -> our app     (without the Hosting proxy)
 *   our app in a plain Node process                  (without the functions emulator)
 * Each phase stops at its time or at BENCH_LOAD_MAX_REQUESTS, and each request after 60 s, so the
 * scenario always ends. It runs first (file name) so that the functions emulator's workers are
 * still cold for the first burst: the emulator starts one worker process per concurrent request.
 */

const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 50);
const WARMUP_S = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 5);
const MEASURE_S = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const MAX_REQUESTS = Number(process.env.BENCH_LOAD_MAX_REQUESTS ?? 50_000);
const REQUEST_TIMEOUT_MS = 60_000;
const PATHS = ["/students?limit=25", "/groups", "/programs", "/announcements", "/schedules", "/practices"];
const PROJECT = process.env.GCLOUD_PROJECT ?? "demo-studio-admin";
const FUNCTION_URL = `http://127.0.0.1:5001/${PROJECT}/us-central1/api`;

async function get(base, path, headers) {
  const start = performance.now();
  let status;
  try {
    const res = await fetch(`${base}/api${path}`, {
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    status = res.status;
  } catch (err) {
    status = err?.name === "TimeoutError" ? "timeout" : "refused";
  }
  return { ms: performance.now() - start, status, path };
}

/** CLIENTS clients for `seconds` (or MAX_REQUESTS), each request after the one before. */
async function phase(base, headers, seconds) {
  const results = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  let issued = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      let i = client;
      while (performance.now() < end && issued < MAX_REQUESTS) {
        issued += 1;
        results.push(await get(base, PATHS[i++ % PATHS.length], headers));
      }
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

function stats({ results, seconds }) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const failed = results.filter((r) => !(r.status >= 200 && r.status < 300));
  const kinds = {};
  for (const r of failed) kinds[r.status] = (kinds[r.status] ?? 0) + 1;
  return {
    n: results.length,
    rps: results.length / seconds,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? NaN,
    errors: failed.length,
    kinds: Object.entries(kinds)
      .map(([k, n]) => `${k}×${n}`)
      .join(" "),
  };
}

const f = (n) => (Number.isFinite(n) ? n.toFixed(0) : "-").padStart(6);
const row = (label, s) =>
  `  ${label.padEnd(44)} ${String(s.n).padStart(6)} ${s.rps.toFixed(0).padStart(6)} ${f(s.p50)} ${f(s.p95)} ${f(s.p99)} ${f(s.max)} ${String(s.errors).padStart(6)}${s.kinds ? ` (${s.kinds})` : ""}`;
const header = `  ${"target, phase".padEnd(44)} ${"reqs".padStart(6)} ${"req/s".padStart(6)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"p99".padStart(6)} ${"max".padStart(6)} ${"errors".padStart(6)}   (ms)`;

/** One burst of CLIENTS requests at the same moment. */
async function burst(base, headers) {
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: CLIENTS }, () => get(base, "/groups", headers)));
  return stats({ results, seconds: (performance.now() - started) / 1000 });
}

function startInProcessApi() {
  const child = fork(new URL("../in-process-api.mjs", import.meta.url), [], { stdio: "inherit" });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the in-process API did not start in 120 s")), 120_000);
    child.once("message", ({ port }) => {
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.disconnect() });
    });
    child.once("exit", (code) => reject(new Error(`the in-process API exited (${code})`)));
  });
}

export default async function apiLoad() {
  const token = await demoSession();
  const headers = { authorization: `Bearer ${token}` };
  console.log(
    `\nAPI load: ${CLIENTS} clients, GET /api{${PATHS.join(", ")}} round robin; warm-up ${WARMUP_S} s, measured ${MEASURE_S} s, at most ${MAX_REQUESTS} requests a phase.`,
  );

  // Cold first: the functions emulator has one worker (from the sign-in); 49 start now.
  console.log(`\nFirst burst vs the next (${CLIENTS} GET /api/groups at once, through Hosting):`);
  console.log(header);
  console.log(row("cold: first burst (workers starting)", await burst(HOSTING_URL, headers)));
  console.log(row("warm: second burst", await burst(HOSTING_URL, headers)));

  const inProcess = await startInProcessApi();
  const targets = [
    ["Hosting :5000 -> functions emulator -> app", HOSTING_URL],
    ["functions emulator :5001 -> app", FUNCTION_URL],
    ["app in plain Node (no functions emulator)", inProcess.url],
  ];
  const measured = [];
  console.log(`\nSustained load (${CLIENTS} clients):`);
  console.log(header);
  try {
    for (const [label, base] of targets) {
      console.log(row(`${label}, warm-up`, stats(await phase(base, headers, WARMUP_S))));
      const run = await phase(base, headers, MEASURE_S);
      const s = stats(run);
      measured.push([label, s, run]);
      console.log(row(`${label}, measured`, s));
    }
  } finally {
    inProcess.stop();
  }

  console.log(`\nBy path, measured phase (p50 / p95 ms):`);
  console.log(
    `  ${"path".padEnd(20)} ${measured.map(([label]) => label.split(" ")[0].padStart(18)).join(" ")}`,
  );
  for (const path of PATHS) {
    const cells = measured.map(([, , run]) => {
      const ms = run.results
        .filter((r) => r.path === path)
        .map((r) => r.ms)
        .sort((a, b) => a - b);
      return `${percentile(ms, 50).toFixed(0)} / ${percentile(ms, 95).toFixed(0)}`.padStart(18);
    });
    console.log(`  ${path.padEnd(20)} ${cells.join(" ")}`);
  }

  const [hosting, direct, app] = measured.map(([, s]) => s);
  if (hosting && direct && app) {
    console.log(`\nWhere the time goes (p50 under load, measured phase):`);
    console.log(`  our handlers + Firestore emulator (app in plain Node)   ${app.p50.toFixed(0)} ms`);
    console.log(
      `  + functions emulator (worker processes, proxying)      ${(direct.p50 - app.p50).toFixed(0)} ms`,
    );
    console.log(
      `  + Hosting emulator proxy                                ${(hosting.p50 - direct.p50).toFixed(0)} ms`,
    );
    console.log(
      `  throughput: ${app.rps.toFixed(0)} req/s in plain Node, ${direct.rps.toFixed(0)} through the functions emulator, ${hosting.rps.toFixed(0)} through Hosting`,
    );
  }
}

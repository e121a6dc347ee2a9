import { Timestamp } from "firebase-admin/firestore";
import { FieldPath } from "firebase-admin/firestore";
import {
  auditEntriesPath,
  auditEntryPath,
  auditMonthOf,
  widenAuditMonths,
} from "../../../functions/lib/lib/audit-months.js";
import { apiBench, demoSession, benchFirestore, ms, timeSequential } from "../lib.mjs";

const COUNT = Number(process.env.BENCH_AUDIT_COUNT ?? 100_000);
/** Writing stops here whatever is left, and the figures say how many entries there were. */
const WRITE_BUDGET_MS = Number(process.env.BENCH_AUDIT_WRITE_SECONDS ?? 300) * 1000;
const RESOURCES = ["students", "groups", "programs", "schedules", "attendance", "practices", "announcements"];
const ACTIONS = ["create", "update", "archive"];
const ACTORS = ["bench-admin", "bench-staff-1", "bench-staff-2", "bench-staff-3"];
const id = (i) => `bench-audit-${String(i).padStart(6, "0")}`;

function entry(i, yearAgo) {
  const resource = RESOURCES[i % RESOURCES.length];
  const uid = ACTORS[i % ACTORS.length];
  return {
    action: `${resource.replace(/s$/, "")}.${ACTIONS[i % ACTIONS.length]}`,
    resource,
    resourceId: `bench-${resource}-${i % 997}`,
    details: { fields: ["name", "notes"].slice(0, 1 + (i % 2)) },
    actor: {
      uid,
      email: `${uid}@bench.test`,
      name: `Bench ${uid}`,
      role: uid === "bench-admin" ? "admin" : "staff",
    },
    at: Timestamp.fromDate(atOf(i, yearAgo)),
  };
}

/** Entry i's instant: the entries spread evenly over the year before `yearAgo + 365 days`. */
const atOf = (i, yearAgo) => new Date(yearAgo + Math.floor((i / COUNT) * 365 * 86_400_000));

/** Entry i's document, in its month's partition (functions/src/lib/audit-months.ts). */
const refOf = (firestore, i, yearAgo) => firestore.doc(auditEntryPath(atOf(i, yearAgo), id(i)));

/**
 * A year back from the start of today (UTC): a kept set (BENCH_KEEP=1) is found again the same day;
 * kept from another day, it is written anew beside the old one.
 */
function yearAgoToday() {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 365 * 86_400_000;
}

/**
 * Runs `fill(batch, from, to)` over 1..upTo in batches of 500, four committing at a time, until
 * done or the budget is spent; returns how far it got and how long it took.
 */
async function inBatches(firestore, upTo, fill) {
  const started = performance.now();
  let next = 1;
  let done = 0;
  const worker = async () => {
    while (next <= upTo && performance.now() - started < WRITE_BUDGET_MS) {
      const from = next;
      const to = Math.min(from + 499, upTo);
      next = to + 1;
      const batch = firestore.batch();
      fill(batch, from, to);
      await batch.commit();
      done += to - from + 1;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { done, seconds: (performance.now() - started) / 1000, through: next - 1 };
}

/** Writes bench-audit-000001.. (a year of entries, oldest first) within the write budget. */
async function ensureEntries(firestore, yearAgo) {
  if ((await refOf(firestore, COUNT, yearAgo).get()).exists) return { done: 0, seconds: 0, through: COUNT };
  // The months the entries go into, before any is written, so the API's walk reaches them.
  await widenAuditMonths(firestore, [auditMonthOf(atOf(1, yearAgo)), auditMonthOf(atOf(COUNT, yearAgo))]);
  return inBatches(firestore, COUNT, (batch, from, to) => {
    for (let i = from; i <= to; i++) batch.set(refOf(firestore, i, yearAgo), entry(i, yearAgo));
  });
}

function removeEntries(firestore, upTo, yearAgo) {
  return inBatches(firestore, upTo, (batch, from, to) => {
    for (let i = from; i <= to; i++) batch.delete(refOf(firestore, i, yearAgo));
  });
}

/** A session, waiting for the API to answer (the seed's triggers keep a cold emulator busy). */
async function sessionWhenReady() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await demoSession();
    } catch (err) {
      if (attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 5_000));
    }
  }
}

/**
 * GET /api/audit (first page p95 under 200 ms with 100,000 entries): writes the entries
 * to the emulator, then times the first page (50, newest first) unfiltered, filtered by kind and
 * by person, and a second page, sequentially. Measures and prints; never asserts. The entries are
 * removed afterwards (BENCH_KEEP=1 keeps them).
 */
export default async function auditTrail() {
  const firestore = benchFirestore();
  // Sign in first: writing 100,000 entries keeps the emulators busy for minutes.
  const headers = { authorization: `Bearer ${await sessionWhenReady()}` };
  const yearAgo = yearAgoToday();
  const { done, seconds, through } = await ensureEntries(firestore, yearAgo);
  console.log(
    `\nGET /api/audit with ${through.toLocaleString("en-US")} bench entries` +
      (done
        ? ` (written now in ${seconds.toFixed(1)} s, ${Math.round(done / seconds)}/s)`
        : " (already there)") +
      (through < COUNT ? `: stopped at the ${WRITE_BUDGET_MS / 1000} s write budget` : "") +
      ", a year of them a partition a month, sequential requests through Hosting:",
  );
  const { get, measure } = apiBench(headers);
  try {
    for (let i = 0; i < 5; i++) await get("/audit?limit=50");
    await measure("first page (50, newest first)", 100, "/audit?limit=50");
    await measure("first page, kind = students", 50, "/audit?limit=50&resource=students");
    await measure(
      "first page, person + action",
      50,
      "/audit?limit=50&actor=bench-staff-1&action=group.update",
    );
    await measure(
      "first page, date range (30 days)",
      50,
      `/audit?limit=50&from=${daysAgo(90)}&to=${daysAgo(60)}`,
    );
    const first = await get("/audit?limit=50");
    await measure("second page (cursor)", 50, `/audit?limit=50&cursor=${first.nextCursor}`);
    // What the figures above stand on, on a machine others load too: a request that reads nothing,
    // and the first page's one query straight to the emulator, without the API.
    await measure("floor: GET /api/health", 50, "/health");
    const newest = firestore
      .collection(auditEntriesPath(auditMonthOf(new Date())))
      .orderBy("at", "desc")
      .orderBy(FieldPath.documentId(), "desc")
      .limit(51);
    const direct = await timeSequential(50, () => newest.get());
    console.log(
      `  ${"newest month's query, Admin SDK".padEnd(34)} n=50  p50 ${ms(direct.p50)}   p95 ${ms(direct.p95)}   max ${ms(direct.max)}`,
    );
  } finally {
    if (process.env.BENCH_KEEP !== "1") {
      const removed = await removeEntries(firestore, through, yearAgo);
      console.log(
        `  removed ${removed.done.toLocaleString("en-US")} bench entries in ${removed.seconds.toFixed(1)} s`,
      );
    }
  }
}

function daysAgo(n) {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

import { bugReportDocument } from "../../../functions/lib/bug-reports/bug-report-document.js";
import { apiBench, demoSession, benchFirestore } from "../lib.mjs";

const COUNT = Number(process.env.BENCH_BUG_REPORTS ?? 5_000);
const STATUSES = ["new", "triaged", "in_progress", "resolved", "closed"];
const SEVERITIES = ["low", "medium", "high", "critical"];
const TITLES = [
  "Video keeps buffering",
  "Login button does nothing",
  "Wrong week shown",
  "App crashes on start",
];
const id = (i) => `bench-bug-${String(i).padStart(5, "0")}`;

/** One report as the API stores it; a third assigned to the demo admin (the bench's "mine"). */
function report(i, start) {
  const filedAt = new Date(start + i * 60_000);
  return {
    ...bugReportDocument({
      report: {
        title: `${TITLES[i % TITLES.length]} ${i}`,
        whatHappened: "Bench report: the screen froze for a few seconds, then recovered.",
        steps: "Open the app and wait.",
        expected: "No freeze.",
        severity: SEVERITIES[i % SEVERITIES.length],
        context: { appVersion: "2.4.0", device: "Pixel 8, Android 15, Chrome", route: "/videos" },
      },
      reporter: {
        uid: `bench-student-${i % 200}`,
        displayName: `Bench Student ${i % 200}`,
        studentId: `bench-s-${i % 200}`,
      },
      filedAt,
      status: STATUSES[i % STATUSES.length],
      assignee: i % 3 === 0 ? { uid: "demo-admin", displayName: "Alex Morgan" } : null,
    }),
    createdAt: filedAt,
    updatedAt: filedAt,
  };
}

async function inBatches(firestore, fill) {
  const started = performance.now();
  for (let from = 1; from <= COUNT; from += 500) {
    const batch = firestore.batch();
    for (let i = from; i < Math.min(from + 500, COUNT + 1); i++)
      fill(batch, firestore.doc(`bugReports/${id(i)}`), i);
    await batch.commit();
  }
  return (performance.now() - started) / 1000;
}

/**
 * GET /api/bug-reports (inbox first page p95 under 150 ms with 5,000 reports): writes the
 * reports, then times the first page (25, newest first) of the New tab, with filters, a search and
 * a second page, and the counts, sequentially through Hosting. Measures; never asserts. The reports
 * are removed afterwards (BENCH_KEEP=1 keeps them).
 */
export default async function bugReports() {
  const firestore = benchFirestore();
  const headers = { authorization: `Bearer ${await demoSession()}` };
  const start = Date.now() - COUNT * 60_000;
  const seconds = await inBatches(firestore, (batch, ref, i) => batch.set(ref, report(i, start)));
  console.log(
    `\nGET /api/bug-reports with ${COUNT.toLocaleString("en-US")} bench reports (written in ${seconds.toFixed(1)} s), sequential requests through Hosting:`,
  );
  const { get, measure } = apiBench(headers);
  try {
    for (let i = 0; i < 5; i++) await get("/bug-reports?status=new&limit=25");
    await measure("inbox first page (New, 25)", 100, "/bug-reports?status=new&limit=25");
    await measure("first page, New + high severity", 50, "/bug-reports?status=new&severity=high&limit=25");
    await measure("first page, Triaged + mine", 50, "/bug-reports?status=triaged&mine=true&limit=25");
    await measure("first page, New + search 'video'", 50, "/bug-reports?status=new&q=video&limit=25");
    const first = await get("/bug-reports?status=new&limit=25");
    await measure("second page (cursor)", 50, `/bug-reports?status=new&limit=25&cursor=${first.nextCursor}`);
    await measure("counts per status (5 aggregations)", 50, "/bug-reports/counts");
  } finally {
    if (process.env.BENCH_KEEP !== "1") {
      const removed = await inBatches(firestore, (batch, ref) => batch.delete(ref));
      console.log(`  removed the bench reports in ${removed.toFixed(1)} s`);
    }
  }
}

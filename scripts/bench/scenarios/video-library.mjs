import { videoDocument } from "../../../functions/lib/videos/video-document.js";
import { HOSTING_URL, benchFirestore, demoSession, ms, timeSequential } from "../lib.mjs";
import { benchProgram } from "../records.mjs";

const VIDEOS = 2000;
const PROGRAM = "bench-video-program";
const WEEKS = 40;
const videoId = (i) => `bench-video-${String(i).padStart(4, "0")}`;

/**
 * A library of 2,000 videos (one bench program of 40 weeks, stored by the API's own builder):
 * p50/p95 of its first page (GET /api/videos, 25 a page) unfiltered, of one program week, and of a
 * title search (budget: p95 under 150 ms on the emulator). Removed afterwards.
 */
export default async function videoLibrary() {
  const firestore = benchFirestore();
  const writer = firestore.bulkWriter();
  writer.set(
    firestore.doc(`programs/${PROGRAM}`),
    benchProgram({ name: "Bench video program", endDate: "2030-10-13", status: "published" }),
  );
  for (let i = 1; i <= VIDEOS; i++) {
    const week = 1 + (i % WEEKS);
    writer.set(firestore.doc(`videos/${videoId(i)}`), {
      ...videoDocument(
        {
          title: `Bench combination ${i} ${i % 7 === 0 ? "pirouette" : "plie"}`,
          programId: PROGRAM,
          week,
          source: { kind: "link", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
          status: i % 3 ? "published" : "draft",
          durationSeconds: 60 + (i % 600),
        },
        { programStart: "2030-01-07", timeZone: "America/New_York" },
      ),
      archived: false,
    });
  }
  await writer.close();

  const token = await demoSession();
  const headers = { authorization: `Bearer ${token}` };
  const page = (query) => async () => {
    const res = await fetch(`${HOSTING_URL}/api/videos?${query}`, { headers });
    const body = await res.json();
    if (res.status !== 200 || body.data.length === 0)
      throw new Error(
        `GET /api/videos?${query} answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`,
      );
  };
  const cases = [
    ["first page, everything", "limit=25"],
    ["first page, one program week", `programId=${PROGRAM}&week=12&limit=25`],
    ["first page, search", "q=pirouette&limit=25"],
    ["first page, published, search", `programId=${PROGRAM}&status=published&q=pirouette&limit=25`],
  ];
  try {
    console.log(`\nVideo library of ${VIDEOS} videos (via Hosting -> function -> Firestore emulator):`);
    for (const [label, query] of cases) {
      for (let i = 0; i < 3; i++) await page(query)();
      const t = await timeSequential(50, page(query));
      console.log(
        `  ${label.padEnd(36)} 50 sequential: p50 ${ms(t.p50)}   p95 ${ms(t.p95)}   max ${ms(t.max)}`,
      );
    }
  } finally {
    const cleanup = firestore.bulkWriter();
    for (let i = 1; i <= VIDEOS; i++) cleanup.delete(firestore.doc(`videos/${videoId(i)}`));
    cleanup.delete(firestore.doc(`programs/${PROGRAM}`));
    await cleanup.close();
  }
}

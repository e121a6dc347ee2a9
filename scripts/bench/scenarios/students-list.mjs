import { Timestamp } from "firebase-admin/firestore";
import { HOSTING_URL, benchFirestore, demoSession, measureGets } from "../lib.mjs";
import { benchStudent } from "../records.mjs";

const COUNT = 5000;
const FIRST = [
  "Ava",
  "Ben",
  "Cleo",
  "Dev",
  "Elsa",
  "Finn",
  "Gia",
  "Hal",
  "Iris",
  "Jude",
  "Kara",
  "Lev",
  "Mina",
  "Nils",
  "Orla",
  "Pia",
];
const LAST = [
  "Adler",
  "Brook",
  "Chen",
  "Duarte",
  "Eklund",
  "Foster",
  "Gomez",
  "Hale",
  "Ito",
  "Joshi",
  "Kowal",
  "Lind",
  "Mori",
  "Nagy",
  "Ortiz",
  "Pike",
];

/** Adds 5,000 deterministic students (bench-student-00001..) unless they are there already. */
async function ensureBenchStudents() {
  const db = benchFirestore();
  const last = await db.doc(`students/bench-student-${String(COUNT).padStart(5, "0")}`).get();
  if (last.exists) return 0;
  const writer = db.bulkWriter();
  for (let i = 1; i <= COUNT; i++) {
    const firstName = FIRST[i % FIRST.length];
    const lastName = `${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i}`;
    const email = `bench${i}@bench.test`;
    const id = `bench-student-${String(i).padStart(5, "0")}`;
    const fields = {
      firstName,
      lastName,
      dateOfBirth: `${2000 + (i % 20)}-0${1 + (i % 9)}-1${i % 10}`,
      email,
      groupIds: [["tiny-toes", "junior-ballet", "hip-hop-crew", "adult-open"][i % 4]],
      status: i % 10 === 0 ? "waitlist" : "active",
    };
    const enrolledAt = Timestamp.fromMillis(Date.UTC(2024, 0, 1) + i * 3600_000);
    void writer.set(db.doc(`students/${id}`), benchStudent(id, fields, enrolledAt));
  }
  await writer.close();
  return COUNT;
}

/**
 * GET /api/students first page (25, by last name) and a search, p50/p95 over 100 sequential
 * requests each, with 5,000 extra students on the emulator. They are removed afterwards
 * (BENCH_KEEP=1 keeps them): the shared emulator's other suites count the demo school, and the
 * legacy GET /api/student stops at 1,000 rows.
 */
export default async function studentsList() {
  const added = await ensureBenchStudents();
  const token = await demoSession();
  const headers = { authorization: `Bearer ${token}` };
  const get = (path) =>
    fetch(`${HOSTING_URL}/api${path}`, { headers }).then(async (r) => {
      if (!r.ok) throw new Error(`${path}: ${r.status}`);
      return r.json();
    });
  console.log(
    `\nGET /api/students with ${COUNT} bench students (${added ? `added ${added} now` : "already there"}), sequential requests:`,
  );
  const measure = (label, count, path) => measureGets(get, label, count, path);
  try {
    for (let i = 0; i < 5; i++) await get("/students?limit=25");
    await measure("first page (25, lastName)", 100, "/students?limit=25");
    await measure(
      "group filter, enrolledAt desc",
      50,
      "/students?limit=25&groupId=hip-hop-crew&sort=enrolledAt&dir=desc",
    );
    await measure(
      "search q (25)",
      20,
      (i) => `/students?limit=25&q=${["adl", "chen", "bench12", "mori"][i % 4]}`,
    );
    // A common prefix (1 in 16 bench students), newest first, and the second page of a one-letter search.
    await measure("search q=ava, enrolledAt desc", 20, "/students?limit=25&q=ava&sort=enrolledAt&dir=desc");
    const first = await get("/students?limit=25&q=a");
    await measure("search q=a, page 2", 20, `/students?limit=25&q=a&cursor=${first.nextCursor}`);
  } finally {
    if (process.env.BENCH_KEEP !== "1") {
      const db = benchFirestore();
      const writer = db.bulkWriter();
      for (let i = 1; i <= COUNT; i++)
        void writer.delete(db.doc(`students/bench-student-${String(i).padStart(5, "0")}`));
      await writer.close();
    }
  }
}

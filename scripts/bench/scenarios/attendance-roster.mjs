import { HOSTING_URL, demoSession, ms, timeSequential, benchFirestore } from "../lib.mjs";
import { benchGroup, benchStudent } from "../records.mjs";

const ROSTER = 60;
const GROUP = "bench-roster-group";
const PRACTICE = "bench-roster-practice";
const DATE = "2030-01-04"; // a Friday far from the demo's weeks
const studentId = (i) => `bench-roster-student-${String(i).padStart(2, "0")}`;

/**
 * A 60-student roster (a Friday practice of one bench group): p50/p95 of marking all 60 and
 * saving (PUT /api/attendance, every mark changed each time so every save writes), and of
 * loading the roster (GET). The bench data is removed afterwards.
 */
export default async function attendanceRoster() {
  const firestore = benchFirestore();
  const writer = firestore.bulkWriter();
  writer.set(firestore.doc(`groups/${GROUP}`), benchGroup({ name: "Bench roster group", capacity: ROSTER }));
  for (let i = 1; i <= ROSTER; i++)
    writer.set(
      firestore.doc(`students/${studentId(i)}`),
      benchStudent(studentId(i), { lastName: `Dancer ${i}`, groupIds: [GROUP] }),
    );
  writer.set(firestore.doc(`practices/${PRACTICE}`), {
    date: DATE,
    startTime: "17:00",
    endTime: "19:00",
    title: "Bench practice",
    focus: "",
    groupIds: [GROUP],
    location: "",
    videoIds: [],
    notes: "",
    status: "planned",
  });
  await writer.close();

  const token = await demoSession();
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const rosterUrl = `${HOSTING_URL}/api/attendance?date=${DATE}&sessionId=practice:${PRACTICE}`;
  try {
    for (let i = 0; i < 3; i++) await fetch(rosterUrl, { headers }).then((r) => r.arrayBuffer());
    const load = await timeSequential(50, async () => {
      const res = await fetch(rosterUrl, { headers });
      const body = await res.json();
      if (body.data.students.length !== ROSTER)
        throw new Error(`roster has ${body.data.students.length} students`);
    });
    const save = await timeSequential(100, async (n) => {
      const status = n % 2 ? "present" : "late";
      const records = Object.fromEntries(
        Array.from({ length: ROSTER }, (_, i) => [studentId(i + 1), status]),
      );
      const res = await fetch(`${HOSTING_URL}/api/attendance`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ date: DATE, sessionId: `practice:${PRACTICE}`, records }),
      });
      const body = await res.json();
      if (res.status !== 200 || body.data.changed !== ROSTER)
        throw new Error(`save answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    });
    console.log(`\nAttendance roster of ${ROSTER} students (via Hosting -> function -> Firestore emulator):`);
    console.log(
      `  GET roster, 50 sequential:                 p50 ${ms(load.p50)}   p95 ${ms(load.p95)}   max ${ms(load.max)}`,
    );
    console.log(
      `  PUT all ${ROSTER} marks (save), 100 sequential:   p50 ${ms(save.p50)}   p95 ${ms(save.p95)}   max ${ms(save.max)}`,
    );
  } finally {
    const cleanup = firestore.bulkWriter();
    for (let i = 1; i <= ROSTER; i++) cleanup.delete(firestore.doc(`students/${studentId(i)}`));
    cleanup.delete(firestore.doc(`groups/${GROUP}`));
    cleanup.delete(firestore.doc(`practices/${PRACTICE}`));
    cleanup.delete(firestore.doc(`attendance/practice_${PRACTICE}_${DATE}`));
    await cleanup.close();
  }
}

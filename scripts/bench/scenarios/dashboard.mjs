import { absenceStreakOf } from "../../../functions/lib/attendance/absence-streak.js";
import { attendanceDayWrite } from "../../../functions/lib/attendance/attendance-day-document.js";
import { groupDocument } from "../../../functions/lib/groups/group-document.js";
import {
  addDays,
  mondayOf,
  occurrenceDates,
  todayIn,
} from "../../../functions/lib/shared/school-calendar.js";
import { recountStudents } from "../../../functions/lib/students/student-counts.repository.js";
import { ATTENDANCE_MIX } from "../../seed/data.mjs";
import { benchStudent } from "../records.mjs";
import { DEMO_STAFF, HOSTING_URL, demoSession, ms, timeSequential, benchFirestore } from "../lib.mjs";

const STUDENTS = 5000;
const GROUP_SIZE = 25;
const GROUPS = STUDENTS / GROUP_SIZE; // 200 groups, two weekly sessions each
const PROGRAMS = 5;
const WEEKS = 12;
const P = "bench-dash";
const pad = (n, w) => String(n).padStart(w, "0");
const studentId = (i) => `${P}-student-${pad(i, 5)}`;
const groupId = (g) => `${P}-group-${pad(g, 3)}`;
const programId = (p) => `${P}-program-${p}`;

/** A small deterministic generator, so every run builds the same school. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Writes (or merges, or deletes) documents in batches of 500, four batches at a time. */
async function writeAll(firestore, docs, op = "set") {
  for (let i = 0; i < docs.length; i += 2000) {
    const chunk = docs.slice(i, i + 2000);
    const batches = [];
    chunk.forEach(([path, data], j) => {
      if (j % 500 === 0) batches.push(firestore.batch());
      if (op === "delete") batches.at(-1).delete(firestore.doc(path));
      else batches.at(-1).set(firestore.doc(path), data, { merge: op === "merge" });
    });
    await Promise.all(batches.map((b) => b.commit()));
  }
}

/**
 * A school of 5,000 students in 200 groups (5 programs), 400 weekly sessions and twelve weeks of
 * registers (every occurrence taken but one in a hundred). What the dashboard reads of the
 * registers is written: the day summaries (`attendanceDays`) and each student's run of absences,
 * built with the save handler's own builders. The attendance documents themselves are not: the
 * dashboard never reads them, and 4,800 of them would keep the functions emulator busy with their
 * trigger while it is being timed.
 */
function buildSchool(today) {
  const rand = random(14);
  const docs = [];
  const monthStart = `${today.slice(0, 7)}-01`;
  for (let p = 1; p <= PROGRAMS; p++)
    docs.push([
      `programs/${programId(p)}`,
      {
        name: `Bench program ${p}`,
        nameLower: `bench program ${p}`,
        color: ["#7c3aed", "#f59e0b", "#14b8a6", "#ef4444", "#3b82f6"][p - 1],
        status: "published",
        startDate: addDays(today, -120),
        endDate: addDays(today, 30),
        groupIds: [],
      },
    ]);
  const schedules = [];
  for (let g = 1; g <= GROUPS; g++) {
    docs.push([
      `groups/${groupId(g)}`,
      groupDocument({
        name: `Bench group ${g}`,
        capacity: GROUP_SIZE,
        instructorIds: [g % 5 === 0 ? "demo-staff" : "demo-admin"],
      }),
    ]);
    for (const [k, dayOfWeek] of [
      [1, 1 + (g % 6)],
      [2, 1 + ((g + 3) % 6)],
    ]) {
      const s = {
        id: `${P}-schedule-${pad(g, 3)}-${k}`,
        programId: programId(1 + (g % PROGRAMS)),
        groupId: groupId(g),
        dayOfWeek,
        startTime: `${pad(15 + (g % 5), 2)}:00`,
        endTime: `${pad(16 + (g % 5), 2)}:00`,
        room: `Bench room ${g % 20}`,
        instructorId: g % 5 === 0 ? "demo-staff" : "demo-admin",
        startDate: addDays(today, -120),
        endDate: addDays(today, 30),
        exceptions: [],
        archivedAt: null,
      };
      schedules.push(s);
      const { id, ...data } = s;
      docs.push([`schedules/${id}`, data]);
    }
  }

  // Twelve weeks of marks, newest last per student; the day summaries as the save handler writes them.
  const from = addDays(mondayOf(today), -7 * (WEEKS - 1));
  const marks = new Map();
  const days = new Map();
  let occurrences = 0;
  for (const s of schedules) {
    const g = Number(s.groupId.slice(-3));
    const members = Array.from({ length: GROUP_SIZE }, (_, j) => (g - 1) * GROUP_SIZE + j + 1);
    for (const o of occurrenceDates(s, from, addDays(today, -1))) {
      if (rand() < 0.01) continue; // left untaken: the dashboard's queue
      occurrences++;
      const records = {};
      for (const i of members) {
        if (i % 10 === 0) continue; // waitlisted
        records[studentId(i)] = ATTENDANCE_MIX[Math.floor(rand() * ATTENDANCE_MIX.length)];
        const list = marks.get(i) ?? [];
        list.push({ date: o.date, status: records[studentId(i)] });
        marks.set(i, list);
      }
      const write = attendanceDayWrite(
        o.date,
        `schedule_${s.id}_${o.date}`,
        { sessionType: "schedule", sessionId: s.id, programId: s.programId, groupIds: [s.groupId] },
        records,
        Object.keys(records).length, // every active member is marked
      );
      const day = days.get(o.date) ?? { date: o.date, sessions: {} };
      Object.assign(day.sessions, write.sessions);
      days.set(o.date, day);
    }
  }
  for (const [date, day] of days) docs.push([`attendanceDays/${date}`, day]);

  for (let i = 1; i <= STUDENTS; i++) {
    const g = Math.ceil(i / GROUP_SIZE);
    const id = studentId(i);
    const enrolled = i % 50 === 0 ? monthStart : addDays(today, -200 - (i % 300));
    const fields = {
      lastName: `Dancer ${i}`,
      dateOfBirth: `${2005 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
      groupIds: [groupId(g)],
      programIds: [programId(1 + (g % PROGRAMS))],
      status: i % 10 === 0 ? "waitlist" : "active",
      enrolledAt: enrolled,
    };
    const newestFirst = [...(marks.get(i) ?? [])].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 10);
    docs.push([
      `students/${id}`,
      {
        ...benchStudent(id, fields),
        ...absenceStreakOf(newestFirst),
      },
    ]);
  }
  return { docs, occurrences, days: days.size };
}

/**
 * GET /api/dashboard with 5,000 students and twelve weeks of attendance: p50/p95 over sequential
 * requests, for the whole school (admin), for one program and for a staff member. Measures, never
 * asserts; the bench school is removed afterwards (BENCH_KEEP=1 keeps it).
 */
export default async function dashboard() {
  const firestore = benchFirestore();
  // BENCH_COUNTS=0: without the stored student counts, so the figures are counted by count()
  // queries as before them (for comparing).
  const storedCounts = process.env.BENCH_COUNTS !== "0";
  if (!storedCounts) await firestore.doc("stats/students").delete();
  const timeZone = (await firestore.doc("settings/general").get()).get("timeZone") ?? "America/New_York";
  const today = todayIn(timeZone, new Date());
  const started = performance.now();
  const { docs, occurrences, days } = buildSchool(today);
  const isDay = ([path]) => path.startsWith("attendanceDays/");
  await writeAll(
    firestore,
    docs.filter((d) => !isDay(d)),
  );
  // Merged: the demo school's registers share these days.
  await writeAll(firestore, docs.filter(isDay), "merge");
  // Written straight, not through the API: the stored student counts are rebuilt, as after a seed.
  const recountStarted = performance.now();
  const recount = storedCounts ? await recountStudents(timeZone) : null;
  const recountMs = performance.now() - recountStarted;
  console.log(
    `\nGET /api/dashboard with ${STUDENTS} bench students (plus the demo school), ${GROUPS * 2} weekly sessions, ` +
      `${occurrences} registers over ${WEEKS} weeks in ${days} day summaries ` +
      `(${docs.length} documents written in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      (recount
        ? `student counts rebuilt from ${recount.students} students in ${ms(recountMs)}):`
        : "no stored student counts: figures counted by count() queries):"),
  );
  const measure = async (label, count, token, query = "") => {
    const headers = { authorization: `Bearer ${token}` };
    const get = async () => {
      const res = await fetch(`${HOSTING_URL}/api/dashboard${query}`, { headers });
      if (!res.ok) throw new Error(`${res.status} ${(await res.text()).slice(0, 200)}`);
      return res.json();
    };
    try {
      const first = await get();
      for (let i = 0; i < 2; i++) await get();
      const r = await timeSequential(count, get);
      const f = first.data.figures;
      console.log(
        `  ${label.padEnd(30)} n=${count}  p50 ${ms(r.p50)}   p95 ${ms(r.p95)}   max ${ms(r.max)}` +
          `   (active ${f.activeStudents}, today ${first.data.today.length}, not taken ${first.data.notTaken.total}, ` +
          `follow-ups ${first.data.followUps.absences.total}, trend series ${first.data.trend.series.length})`,
      );
    } catch (err) {
      console.log(`  ${label.padEnd(30)} failed: ${err.message}`);
    }
  };
  try {
    const [adminToken, staffToken] = await Promise.all([demoSession(), demoSession(DEMO_STAFF)]);
    await measure("whole school, admin", 30, adminToken);
    await measure("one program, admin", 20, adminToken, `?programId=${programId(1)}`);
    await measure("whole school, staff", 20, staffToken);
  } finally {
    if (process.env.BENCH_KEEP !== "1") {
      // Day summaries are shared with the demo school's registers: only the bench's entries go.
      await writeAll(
        firestore,
        docs.filter((d) => !isDay(d)),
        "delete",
      );
      for (const [path, day] of docs.filter(isDay)) {
        const ref = firestore.doc(path);
        const current = (await ref.get()).get("sessions") ?? {};
        for (const key of Object.keys(day.sessions)) delete current[key];
        await ref.set({ date: day.date, sessions: current });
      }
      if (storedCounts) await recountStudents(timeZone);
    }
  }
}

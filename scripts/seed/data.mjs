// The API's own builder, so demo students are stored exactly as the API stores them (built by
// `npm run build -w functions`, which `npm run seed` runs first).
import { storedFields } from "../../functions/lib/announcements/announcements.repository.js";
import { absenceStreakOf } from "../../functions/lib/attendance/absence-streak.js";
import { attendanceDayWrite } from "../../functions/lib/attendance/attendance-day-document.js";
import { bugReportDocument } from "../../functions/lib/bug-reports/bug-report-document.js";
import { directChatId } from "../../functions/lib/chats/direct-chat-id.js";
import { groupDocument } from "../../functions/lib/groups/group-document.js";
import { settingsDocument } from "../../functions/lib/lib/settings-document.js";
import { programDocument } from "../../functions/lib/programs/program-document.js";
import { termWeekCount, todayIn } from "../../functions/lib/shared/school-calendar.js";
import { studentDocument } from "../../functions/lib/students/student-document.js";
import { videoDocument } from "../../functions/lib/videos/video-document.js";
import { guardianLinkDocument, guardianLinkId } from "../../functions/lib/guardians/guardians.repository.js";
import { readFileSync } from "node:fs";
import { buildAuditTrail } from "./audit-trail.mjs";
import { buildContent } from "./content.mjs";
import { addDays, at, isoDate } from "./dates.mjs";
import { createRandom } from "./random.mjs";

/**
 * The demo accounts the README lists, one per role. The tests and the bench sign in with the same
 * file, so a changed password changes everywhere. Every account of a role shares its password.
 */
const DEMO_ACCOUNTS = JSON.parse(readFileSync(new URL("./demo-accounts.json", import.meta.url), "utf8"));
const DEMO_PASSWORDS = Object.fromEntries(
  Object.entries(DEMO_ACCOUNTS).map(([role, account]) => [role, account.password]),
);

/** The demo guardian (role `guardian`): the parent of students 1 and 2, acting for one at a time. */
export const DEMO_GUARDIAN = {
  uid: "demo-guardian",
  email: DEMO_ACCOUNTS.guardian.email,
  displayName: "Robin Parker",
  children: ["student-001", "student-002"],
};

/** More guardians: one who accepted the invitation, one whose invitation is still pending. */
export const DEMO_OTHER_GUARDIANS = [
  {
    uid: "demo-guardian-2",
    email: "guardian2@studio.test",
    displayName: "Alex Moreno",
    studentId: "student-003",
    status: "active",
  },
  {
    uid: "demo-guardian-invited",
    email: "guardian-invited@studio.test",
    displayName: "Jamie Chen",
    studentId: "student-004",
    status: "invited",
  },
];

/** Attendance statuses drawn at random: six present in nine, then one each late, absent, excused. */
export const ATTENDANCE_MIX = [
  "present",
  "present",
  "present",
  "present",
  "present",
  "present",
  "late",
  "absent",
  "excused",
];

/** The demo's bug reports: their texts, with the staff named by uid. */
const ANNOUNCEMENTS = JSON.parse(readFileSync(new URL("./announcements.json", import.meta.url), "utf8"));
const BUG_REPORTS = JSON.parse(readFileSync(new URL("./bug-reports.json", import.meta.url), "utf8"));

export const STUDENT_COUNT = 120;

const FIRST_NAMES = [
  "Amelia",
  "Olivia",
  "Isla",
  "Ava",
  "Mia",
  "Sofia",
  "Grace",
  "Lily",
  "Freya",
  "Emily",
  "Ella",
  "Chloe",
  "Ruby",
  "Evie",
  "Harper",
  "Zara",
  "Maya",
  "Aria",
  "Leah",
  "Nora",
  "Hana",
  "Priya",
  "Aisha",
  "Yara",
  "Noah",
  "Leo",
  "Oliver",
  "Arthur",
  "Theo",
  "Finn",
  "Jacob",
  "Luca",
  "Mateo",
  "Kai",
  "Ethan",
  "Samuel",
  "Elijah",
  "Omar",
  "Ravi",
  "Kenji",
  "Lucas",
  "Jonah",
  "Felix",
  "Hugo",
  "Ezra",
  "Milo",
  "Oscar",
  "Rowan",
];
const LAST_NAMES = [
  "Anderson",
  "Bennett",
  "Carter",
  "Dawson",
  "Ellis",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ibrahim",
  "Jensen",
  "Khan",
  "Lopez",
  "Martin",
  "Nakamura",
  "O'Brien",
  "Patel",
  "Quinn",
  "Rossi",
  "Schmidt",
  "Thompson",
  "Usman",
  "Varga",
  "Walsh",
  "Xu",
  "Young",
  "Zielinski",
  "Moreau",
  "Costa",
  "Novak",
  "Silva",
];
const GUARDIAN_FIRST = [
  "Sarah",
  "James",
  "Laura",
  "David",
  "Fatima",
  "Michael",
  "Helen",
  "Daniel",
  "Anna",
  "Tom",
  "Nadia",
  "Chris",
];
const RELATIONSHIPS = ["Mother", "Father", "Mother", "Father", "Grandmother", "Guardian"];

export const GROUPS = [
  {
    id: "tiny-toes",
    name: "Tiny Toes Ballet",
    level: "Pre-primary",
    ageRange: { min: 4, max: 6 },
    color: "#f472b6",
    capacity: 14,
    description: "A playful first step into ballet: music, movement and simple positions.",
  },
  {
    id: "junior-ballet",
    name: "Junior Ballet",
    level: "Grade 1-3",
    ageRange: { min: 7, max: 10 },
    color: "#a78bfa",
    capacity: 16,
    description: "Graded ballet technique for younger dancers.",
  },
  {
    id: "senior-ballet",
    name: "Senior Ballet",
    level: "Grade 4-6",
    ageRange: { min: 11, max: 17 },
    color: "#7c3aed",
    capacity: 16,
    description: "Advanced graded ballet, pointe preparation.",
  },
  {
    id: "jazz-juniors",
    name: "Jazz Juniors",
    level: "Beginner",
    ageRange: { min: 7, max: 11 },
    color: "#f59e0b",
    capacity: 18,
    description: "High-energy jazz technique and short routines.",
  },
  {
    id: "contemporary-teens",
    name: "Contemporary Teens",
    level: "Intermediate",
    ageRange: { min: 12, max: 18 },
    color: "#14b8a6",
    capacity: 16,
    description: "Floor work, improvisation and choreography.",
  },
  {
    id: "hip-hop-crew",
    name: "Hip Hop Crew",
    level: "Open",
    ageRange: { min: 10, max: 18 },
    color: "#ef4444",
    capacity: 20,
    description: "Street styles, grooves and battles.",
  },
  {
    id: "tap-seniors",
    name: "Tap Seniors",
    level: "Intermediate",
    ageRange: { min: 12, max: 25 },
    color: "#3b82f6",
    capacity: 14,
    description: "Rhythm tap and musicality.",
  },
  {
    id: "adult-open",
    name: "Adult Open Class",
    level: "Open",
    ageRange: { min: 18, max: 30 },
    color: "#10b981",
    capacity: 20,
    description: "Drop-in technique class for adults.",
  },
];

export const PROGRAMS = [
  {
    id: "ballet-term",
    name: "Autumn Ballet Term",
    level: "Graded",
    groupIds: ["tiny-toes", "junior-ballet", "senior-ballet"],
    color: "#7c3aed",
    capacity: 46,
    description: "The graded ballet syllabus, leading to the December showcase.",
  },
  {
    id: "jazz-tap-term",
    name: "Jazz & Tap Term",
    level: "Mixed",
    groupIds: ["jazz-juniors", "tap-seniors"],
    color: "#f59e0b",
    capacity: 32,
    description: "Jazz and tap technique with a performance piece each.",
  },
  {
    id: "contemporary-intensive",
    name: "Contemporary & Hip Hop Intensive",
    level: "Intermediate",
    groupIds: ["contemporary-teens", "hip-hop-crew"],
    color: "#14b8a6",
    capacity: 36,
    description: "Choreography-led term for teenagers.",
  },
  {
    id: "adult-program",
    name: "Adult Program",
    level: "Open",
    groupIds: ["adult-open"],
    color: "#10b981",
    capacity: 20,
    description: "Evening classes for adult learners.",
  },
];

/** Weekly sessions per group: [dayOfWeek (0 = Sunday), start, end, room, instructor]. */
const SESSIONS = {
  "tiny-toes": [[6, "09:30", "10:15", "Studio A", "staff"]],
  "junior-ballet": [
    [2, "16:30", "17:30", "Studio A", "staff"],
    [6, "10:30", "11:30", "Studio A", "staff"],
  ],
  "senior-ballet": [
    [1, "17:30", "19:00", "Studio A", "admin"],
    [4, "17:30", "19:00", "Studio A", "admin"],
  ],
  "jazz-juniors": [[3, "16:30", "17:30", "Studio B", "staff"]],
  "contemporary-teens": [[2, "18:00", "19:30", "Studio B", "admin"]],
  "hip-hop-crew": [[4, "16:30", "17:45", "Studio B", "staff"]],
  "tap-seniors": [[3, "18:00", "19:00", "Studio A", "staff"]],
  "adult-open": [[1, "19:30", "21:00", "Studio B", "staff"]],
};

const STAFF = [
  {
    uid: "demo-admin",
    email: DEMO_ACCOUNTS.admin.email,
    displayName: "Alex Morgan",
    role: "admin",
    password: DEMO_PASSWORDS.admin,
  },
  {
    uid: "demo-staff",
    email: DEMO_ACCOUNTS.staff.email,
    displayName: "Jordan Lee",
    role: "staff",
    password: DEMO_PASSWORDS.staff,
  },
  // The rest of the team: one more active teacher, one who has not accepted the
  // invitation yet (no password) and one whose account an admin disabled.
  {
    uid: "demo-staff-2",
    email: "sam.rivera@studio.test",
    displayName: "Sam Rivera",
    role: "staff",
    password: DEMO_PASSWORDS.staff,
  },
  {
    uid: "demo-staff-invited",
    email: "casey.nguyen@studio.test",
    displayName: "Casey Nguyen",
    role: "staff",
    invited: true,
  },
  {
    uid: "demo-staff-disabled",
    email: "robin.hale@studio.test",
    displayName: "Robin Hale",
    role: "staff",
    password: DEMO_PASSWORDS.staff,
    disabled: true,
  },
];

function ageOn(dob, on) {
  let age = on.getUTCFullYear() - dob.getUTCFullYear();
  const m = on.getUTCMonth() - dob.getUTCMonth();
  if (m < 0 || (m === 0 && on.getUTCDate() < dob.getUTCDate())) age -= 1;
  return age;
}

const pad = (n, width = 3) => String(n).padStart(width, "0");

/** The demo school's zone (settings/general below): "today" is its civil date. */
export const SCHOOL_TIME_ZONE = "America/New_York";

/**
 * Two weekly sessions on the weekday the seed runs, whatever day that is (weekends included), so
 * the dashboard always has a day to show: an early class whose register is already taken and an
 * afternoon one that is not. [id, group, start, end, room, instructor]
 */
const TODAY_SESSIONS = [
  ["early-bird", "adult-open", "07:00", "08:00", "Studio B", "staff"],
  ["afternoon-tap", "tap-seniors", "15:00", "16:00", "Studio A", "staff"],
];
/** Registers left untaken in the last two weeks (the dashboard's queue): [schedule, weeks back]. */
const UNTAKEN = [
  ["junior-ballet-1", 0],
  ["hip-hop-crew-1", 0],
  ["jazz-juniors-1", 1],
];
/** Students whose latest marks are a run of absences (the dashboard's follow-ups): [number, run]. */
const ABSENT_RUNS = [
  [5, 3],
  [14, 2],
  [27, 2],
];

/**
 * Builds every demo document. Pure: the same anchor and day give the same data. The term is
 * anchored on the week's Monday (stable for a week); what happens today (its sessions, which
 * registers are taken, scheduled announcements) follows `now`, the school's day the seed runs.
 */
export function buildDemoData(anchor, now = new Date()) {
  const rand = createRandom(20260901);
  const today = todayIn(SCHOOL_TIME_ZONE, now);
  const todayDate = new Date(`${today}T00:00:00Z`);
  const weekdayToday = todayDate.getUTCDay();
  const termStart = addDays(anchor, -8 * 7); // eight weeks of history
  const termEnd = addDays(anchor, 6 * 7 + 4); // a Friday six weeks ahead
  const stamp = addDays(termStart, -14);
  /** The weeks the library's videos are in (see the videos below): 1, 3, 5 … to the term's last. */
  const termLength = termWeekCount(isoDate(termStart), isoDate(termEnd));
  const videoWeeks = Array.from({ length: 8 }, (_, i) => 1 + Math.round((i * (termLength - 1)) / 7));
  const audit = (by = "demo-admin") => ({ createdAt: stamp, updatedAt: stamp, createdBy: by, updatedBy: by });

  const groups = GROUPS.map((g) => ({
    id: g.id,
    data: {
      ...groupDocument({
        name: g.name,
        description: g.description,
        level: g.level,
        ageRange: g.ageRange,
        instructorIds: [
          g.id.includes("ballet") || g.id === "contemporary-teens" ? "demo-admin" : "demo-staff",
        ],
        capacity: g.capacity,
        color: g.color,
      }),
      ...audit(),
    },
  }));

  const programs = PROGRAMS.map((p) => ({
    id: p.id,
    data: {
      ...programDocument({
        name: p.name,
        description: p.description,
        level: p.level,
        ageRange: {
          min: Math.min(...p.groupIds.map((id) => GROUPS.find((g) => g.id === id).ageRange.min)),
          max: Math.max(...p.groupIds.map((id) => GROUPS.find((g) => g.id === id).ageRange.max)),
        },
        startDate: isoDate(termStart),
        endDate: isoDate(termEnd),
        capacity: p.capacity,
        groupIds: p.groupIds,
        status: "published",
        color: p.color,
      }),
      ...audit(),
    },
  }));

  const students = [];
  const users = STAFF.map((s) => ({ ...s }));
  const usedNames = new Set();
  for (let i = 1; i <= STUDENT_COUNT; i++) {
    let firstName, lastName;
    do {
      firstName = rand.pick(FIRST_NAMES);
      lastName = rand.pick(LAST_NAMES);
    } while (usedNames.has(`${firstName} ${lastName}`));
    usedNames.add(`${firstName} ${lastName}`);
    const group = GROUPS[(i - 1) % GROUPS.length];
    const age = rand.int(group.ageRange.min, Math.min(group.ageRange.max, 30));
    const dob = new Date(Date.UTC(anchor.getUTCFullYear() - age - 1, rand.int(0, 11), rand.int(1, 28)));
    const realAge = ageOn(dob, anchor);
    const groupIds = [group.id];
    // Some dancers take a second style.
    if (rand.chance(0.2)) {
      const extra = rand.pick(
        GROUPS.filter((g) => g.id !== group.id && realAge >= g.ageRange.min && realAge <= g.ageRange.max),
      );
      if (extra) groupIds.push(extra.id);
    }
    const programIds = [...new Set(groupIds.map((gid) => PROGRAMS.find((p) => p.groupIds.includes(gid)).id))];
    const email = `student${i}@studio.test`;
    const guardianFirst = rand.pick(GUARDIAN_FIRST);
    const guardian =
      realAge < 18 || rand.chance(0.3)
        ? {
            name: `${guardianFirst} ${lastName}`,
            email: `${guardianFirst}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "") + "@family.test",
            phone: `+1 555 01${pad(i, 2).slice(-2)} ${pad(rand.int(0, 9999), 4)}`,
            relationship: rand.pick(RELATIONSHIPS),
          }
        : null;
    const status = i % 17 === 0 ? "waitlist" : i % 23 === 0 ? "inactive" : "active";
    const uid = `demo-student-${pad(i)}`;
    let enrolledAt = addDays(termStart, -rand.int(0, 400));
    // A few joined this month (the dashboard's new enrolments), on days of it already passed.
    if (i % 24 === 5) enrolledAt = addDays(todayDate, -Math.min(i % 7, Number(today.slice(8)) - 1));
    const id = `student-${pad(i)}`;
    const input = {
      firstName,
      lastName,
      dateOfBirth: isoDate(dob),
      email,
      phone: realAge >= 16 ? `+1 555 02${pad(i, 2).slice(-2)} ${pad(rand.int(0, 9999), 4)}` : null,
      guardian,
      emergencyContact: guardian
        ? { name: guardian.name, phone: guardian.phone }
        : {
            name: `${rand.pick(GUARDIAN_FIRST)} ${lastName}`,
            phone: `+1 555 03${pad(i, 2).slice(-2)} ${pad(rand.int(0, 9999), 4)}`,
          },
      medicalNotes: rand.chance(0.1)
        ? rand.pick([
            "Mild asthma: inhaler in bag.",
            "Peanut allergy.",
            "Recovering from an ankle sprain: no jumps until cleared.",
          ])
        : "",
      photoConsent: rand.chance(0.85),
      groupIds,
      programIds,
      status,
      notes: "",
    };
    students.push({
      id,
      data: studentDocument({ id, input, enrolledAt, authUid: uid, actorUid: "demo-admin", at: stamp }),
    });
    users.push({
      uid,
      email,
      displayName: `${firstName} ${lastName}`,
      role: "student",
      password: DEMO_PASSWORDS.student,
      studentId: `student-${pad(i)}`,
    });
  }

  users.push({
    uid: DEMO_GUARDIAN.uid,
    email: DEMO_GUARDIAN.email,
    displayName: DEMO_GUARDIAN.displayName,
    role: "guardian",
    password: DEMO_PASSWORDS.guardian,
  });
  const guardianLinks = DEMO_GUARDIAN.children.map((studentId) => ({
    id: guardianLinkId(DEMO_GUARDIAN.uid, studentId),
    data: { ...guardianLinkDocument(DEMO_GUARDIAN.uid, studentId), ...audit() },
  }));
  // Guardian invitations as staff leave them: one accepted (student 3), one still pending (student 4).
  for (const g of DEMO_OTHER_GUARDIANS) {
    users.push({
      uid: g.uid,
      email: g.email,
      displayName: g.displayName,
      role: "guardian",
      ...(g.status === "active" ? { password: DEMO_PASSWORDS.guardian } : {}),
    });
    guardianLinks.push({
      id: guardianLinkId(g.uid, g.studentId),
      data: {
        ...guardianLinkDocument(g.uid, g.studentId, {
          status: g.status,
          invitedAt: addDays(anchor, -3),
          invitedBy: "demo-staff",
          acceptedAt: g.status === "active" ? addDays(anchor, -2) : null,
        }),
        ...audit(),
      },
    });
  }

  const schedules = [];
  const addSchedule = (id, groupId, dayOfWeek, startTime, endTime, room, instructor) => {
    const program = PROGRAMS.find((p) => p.groupIds.includes(groupId));
    schedules.push({
      id,
      data: {
        programId: program.id,
        groupId,
        dayOfWeek,
        startTime,
        endTime,
        room,
        instructorId: `demo-${instructor}`,
        startDate: isoDate(termStart),
        endDate: isoDate(termEnd),
        exceptions: [],
        ...audit(),
      },
    });
  };
  for (const g of GROUPS) {
    SESSIONS[g.id].forEach(([dayOfWeek, startTime, endTime, room, instructor], index) =>
      addSchedule(`${g.id}-${index + 1}`, g.id, dayOfWeek, startTime, endTime, room, instructor),
    );
  }
  for (const [id, groupId, startTime, endTime, room, instructor] of TODAY_SESSIONS)
    addSchedule(id, groupId, weekdayToday, startTime, endTime, room, instructor);
  // The app's week shows a cancellation: junior ballet's Saturday class, this week's or (once it
  // has passed) next week's, is off. It is the group's only class that day: a closed day for them.
  {
    const saturday = isoDate(addDays(anchor, 5));
    const date = saturday >= today ? saturday : isoDate(addDays(anchor, 12));
    schedules
      .find((s) => s.id === "junior-ballet-2")
      .data.exceptions.push({ date, reason: "The studio floor is being refinished." });
  }

  // Eight weeks of attendance for every past session occurrence.
  const attendance = [];
  // Which past occurrences stay untaken: the latest (or the one before) of a few weekly sessions.
  const untaken = new Set(
    UNTAKEN.map(([scheduleId, weeksBack]) => {
      const s = schedules.find((x) => x.id === scheduleId);
      const back = (weekdayToday - s.data.dayOfWeek + 7) % 7 || 7; // the latest occurrence before today
      return `schedule_${scheduleId}_${isoDate(addDays(todayDate, -back - 7 * weeksBack))}`;
    }),
  );
  const addAttendance = (id, date, session, groupIds, roster, takenBy, endTime) => {
    const records = Object.fromEntries(roster.map((st) => [st.id, rand.pick(ATTENDANCE_MIX)]));
    attendance.push({
      id,
      // studentIds: the queryable copy of the record keys (GET /api/students/:id/attendance).
      data: {
        date: isoDate(date),
        ...session,
        groupIds,
        records,
        studentIds: Object.keys(records).sort(),
        notes: "",
        takenBy,
        takenAt: at(date, endTime),
        updatedAt: at(date, endTime),
      },
    });
  };
  const activeIn = (groupIds) =>
    students.filter(
      (st) => st.data.status === "active" && st.data.groupIds.some((g) => groupIds.includes(g)),
    );
  // Every occurrence of the term before today has its register, but for the few above; today,
  // only the early class has one so far.
  for (const s of schedules) {
    const roster = activeIn([s.data.groupId]);
    for (let week = 0; week <= 8; week++) {
      const date = addDays(termStart, week * 7 + ((s.data.dayOfWeek + 6) % 7));
      const id = `schedule_${s.id}_${isoDate(date)}`;
      const takenToday = isoDate(date) === today && s.id === TODAY_SESSIONS[0][0];
      if ((isoDate(date) >= today && !takenToday) || untaken.has(id)) continue;
      const session = { sessionType: "schedule", sessionId: s.id };
      addAttendance(id, date, session, [s.data.groupId], roster, s.data.instructorId, s.data.endTime);
    }
  }

  const practices = [];
  const focuses = [
    "Turns and spotting",
    "Showcase run-through",
    "Jumps and landings",
    "Musicality",
    "Partnering basics",
    "Stretch and conditioning",
    "Improvisation",
    "Performance polish",
    "Across the floor",
    "Costume rehearsal",
  ];
  for (let week = 0; week < 10; week++) {
    const friday = addDays(termStart, week * 7 + 4);
    const past = isoDate(friday) < today;
    practices.push({
      id: `practice-${isoDate(friday)}`,
      data: {
        date: isoDate(friday),
        startTime: "17:00",
        endTime: "19:00",
        title: `Friday practice: ${focuses[week]}`,
        focus: focuses[week],
        groupIds: ["junior-ballet", "senior-ballet", "contemporary-teens"],
        location: "Studio A",
        videoIds: videoWeeks.includes(week + 1) ? [`video-ballet-term-w${week + 1}`] : [],
        notes: "",
        status: past ? "held" : "planned",
        ...audit("demo-staff"),
      },
    });
  }

  // The registers of the practices held so far.
  for (const p of practices) {
    if (p.data.status !== "held") continue;
    const date = new Date(`${p.data.date}T00:00:00Z`);
    const session = { sessionType: "practice", sessionId: p.id };
    const id = `practice_${p.id}_${p.data.date}`;
    addAttendance(
      id,
      date,
      session,
      p.data.groupIds,
      activeIn(p.data.groupIds),
      "demo-staff",
      p.data.endTime,
    );
  }

  // A few students missed their latest sessions in a row.
  const newestFirst = [...attendance].sort((a, b) => b.data.date.localeCompare(a.data.date));
  for (const [n, run] of ABSENT_RUNS) {
    const id = `student-${pad(n)}`;
    newestFirst
      .filter((a) => a.data.records[id])
      .slice(0, run)
      .forEach((a) => (a.data.records[id] = "absent"));
  }
  // Each student's run of absences, as the save handler keeps it (attendance/absence-streak.ts).
  for (const st of students) {
    const marks = newestFirst
      .filter((a) => a.data.records[st.id])
      .slice(0, 10)
      .map((a) => ({ date: a.data.date, status: a.data.records[st.id] }));
    Object.assign(st.data, absenceStreakOf(marks));
  }
  // The day summaries the dashboard reads, as the save handler writes them (attendance-day-document.ts),
  // with the register's size: the groups' active students and anyone marked.
  const rosterSize = (groupIds, records) =>
    new Set([
      ...students
        .filter((st) => st.data.status === "active" && st.data.groupIds.some((g) => groupIds.includes(g)))
        .map((st) => st.id),
      ...Object.keys(records),
    ]).size;
  const programOf = new Map(schedules.map((s) => [s.id, s.data.programId]));
  const days = new Map();
  for (const a of attendance) {
    const write = attendanceDayWrite(
      a.data.date,
      a.id,
      {
        sessionType: a.data.sessionType,
        sessionId: a.data.sessionId,
        programId: a.data.sessionType === "schedule" ? programOf.get(a.data.sessionId) : null,
        groupIds: a.data.groupIds,
      },
      a.data.records,
      rosterSize(a.data.groupIds, a.data.records),
    );
    const day = days.get(a.data.date) ?? { date: a.data.date, sessions: {} };
    Object.assign(day.sessions, write.sessions);
    days.set(a.data.date, day);
  }
  const attendanceDays = [...days.values()].map((d) => ({ id: d.date, data: d }));

  const videos = [];
  const ytIds = [
    "dQw4w9WgXcQ",
    "9bZkp7q19f0",
    "kJQP7kiw5Fk",
    "JGwWNGJdvx8",
    "RgKAFK5djSk",
    "OPf0YbXqDm0",
    "fRh_vgS2dFE",
    "hT_nvWreIhg",
  ];
  // Eight videos a program, spread over its term's weeks: those of past weeks are released, the
  // later ones wait for their week, and the last is still a draft. Stored by the API's own builder.
  for (const p of PROGRAMS) {
    videoWeeks.forEach((week, i) => {
      videos.push({
        id: `video-${p.id}-w${week}`,
        data: {
          ...videoDocument(
            {
              title: `${p.name}: week ${week} combination`,
              description: `Practise this at home before class in week ${week}.`,
              programId: p.id,
              week,
              source: {
                kind: "link",
                url: `https://www.youtube.com/watch?v=${ytIds[(week + p.id.length) % ytIds.length]}`,
              },
              status: i === videoWeeks.length - 1 ? "draft" : "published",
              durationSeconds: rand.int(180, 900),
            },
            { programStart: isoDate(termStart), timeZone: SCHOOL_TIME_ZONE },
          ),
          archived: false,
          ...audit("demo-staff"),
        },
      });
    });
  }

  // When each is published and expires, from the term's start, this week or today (announcements.json).
  const dayOf = (when) => {
    if (!when) return null;
    const day = addDays({ term: termStart, week: anchor, today: todayDate }[when.from], when.days);
    return when.at ? at(day, when.at) : day;
  };
  const announcements = ANNOUNCEMENTS.map(({ id, publish, expires, ...content }) => ({
    id,
    // The API's stored shape, with its query fields (audience keys, search tokens, sort keys).
    data: {
      ...storedFields(
        { ...content, publishAt: dayOf(publish), expiresAt: dayOf(expires), emailGuardians: false },
        stamp,
      ),
      archived: false,
      mailQueuedAt: null,
      ...audit(),
    },
  }));

  // Chats between staff and students, a staff group chat, and support chats.
  const chats = [];
  const messages = [];
  const sentBy = (u) => ({ uid: u.uid, displayName: u.displayName, photoURL: null });
  const admin = users[0];
  const staff = users[1];
  const studentUsers = users.filter((u) => u.role === "student");
  const lines = [
    ["Hi! Will there be class on the bank holiday?", "Yes, classes run as normal that day."],
    [
      "I sprained my ankle, can I still come and watch?",
      "Of course, rest up and come watch. Let us know when the doctor clears you.",
    ],
    ["Where can I find this week's video?", "It's in the app under Videos, week 9."],
    ["Can I swap to the Saturday class?", "Let me check the capacity and get back to you."],
    ["Thank you for the extra practice!", "You're welcome, great work today."],
  ];
  const addChat = (id, type, name, members, convo, extra = {}) => {
    let when = addDays(anchor, -rand.int(1, 10));
    let last = null;
    const unread = Object.fromEntries(members.map((m) => [m, 0]));
    convo.forEach(([author, text], index) => {
      when = new Date(when.getTime() + rand.int(2, 90) * 60000);
      const msg = { text, fileUrl: null, sentBy: sentBy(author), sentAt: when };
      // countedAt: already reflected in the chat's recentMessage/unread below, so the message
      // trigger leaves it alone when the seed creates it.
      messages.push({ chatId: id, id: `m${pad(index + 1, 4)}`, data: { ...msg, countedAt: when } });
      last = msg;
    });
    if (last) {
      const lastAuthor = last.sentBy.uid;
      for (const m of members)
        if (m !== lastAuthor && convo.at(-1)[0].uid === lastAuthor && rand.chance(0.5)) unread[m] = 1;
    }
    chats.push({
      id,
      data: {
        name,
        type,
        members,
        createdBy: members[0],
        createdAt: addDays(anchor, -20),
        photoURL: null,
        recentMessage: last,
        unread,
        ...extra,
      },
    });
  };
  studentUsers.slice(0, 6).forEach((s, i) => {
    const [q, a] = lines[i % lines.length];
    const teacher = i % 2 === 0 ? admin : staff;
    addChat(
      directChatId(teacher.uid, s.uid),
      "individual",
      "",
      [teacher.uid, s.uid],
      [[s, q], [teacher, a], ...(i % 3 === 0 ? [[s, "Thanks!"]] : [])],
    );
  });
  // Student 1's teacher wrote last, and the student has not read it yet: the app's unread badge.
  {
    const chat = chats.find((c) => c.id === directChatId(admin.uid, studentUsers[0].uid));
    const sentAt = new Date(chat.data.recentMessage.sentAt.getTime() + 45 * 60000);
    const msg = {
      text: "This week's practice video is up: try the first eight counts before Saturday!",
      fileUrl: null,
      sentBy: sentBy(admin),
      sentAt,
    };
    const index = messages.filter((m) => m.chatId === chat.id).length + 1;
    messages.push({ chatId: chat.id, id: `m${pad(index, 4)}`, data: { ...msg, countedAt: sentAt } });
    chat.data.recentMessage = msg;
    chat.data.unread = { ...chat.data.unread, [studentUsers[0].uid]: 1 };
  }
  addChat(
    "group-teachers",
    "group",
    "Teachers' room",
    [admin.uid, staff.uid],
    [
      [admin, "Showcase running order is in the shared folder."],
      [staff, "Thanks, I'll check the Jazz timings tonight."],
    ],
  );
  const supportTopics = [
    ["I can't open the videos on my phone", null, "open"],
    ["The app shows the wrong class time for Tuesday", "demo-staff", "open"],
    ["How do I change my email address?", null, "open"],
    ["Forgot which shoes to buy", "demo-admin", "closed"],
  ];
  supportTopics.forEach(([text, assignee, status], i) => {
    const s = studentUsers[10 + i];
    const convo = [[s, text]];
    if (assignee)
      convo.push([
        assignee === "demo-admin" ? admin : staff,
        "Thanks for letting us know, we're looking into it.",
      ]);
    addChat(
      `support-${s.uid}`,
      "support",
      `Support: ${s.displayName}`,
      [s.uid, ...(assignee ? [assignee] : [])],
      convo,
      { status, assignee },
    );
  });

  // Every demo student is a minor: their chats read as the API writes them, with the guardians who
  // accepted (or the second adult, demo-staff-2) as members who read along.
  for (const chat of chats) {
    const minors = chat.data.members
      .map((uid) => users.find((u) => u.uid === uid && u.role === "student"))
      .filter(Boolean);
    // The students in a chat: staff write to it through the API, which keeps quiet hours.
    chat.data.studentMembers = minors.map((m) => m.uid);
    if (minors.length === 0) continue;
    const readers = new Set();
    for (const m of minors) {
      const guardians = guardianLinks
        .filter((l) => l.data.studentId === m.studentId && l.data.status === "active")
        .map((l) => l.data.guardianUid);
      (guardians.length ? guardians : ["demo-staff-2"]).forEach((g) => readers.add(g));
    }
    const base = chat.data.members;
    const members = [...new Set([...base, ...readers])];
    Object.assign(chat.data, {
      members,
      baseMembers: base,
      minorStudentIds: minors.map((m) => m.studentId),
      requiredReaders: [...readers],
      unread: { ...Object.fromEntries(members.map((m) => [m, 0])), ...chat.data.unread },
      ...(chat.data.type === "support" && { studentId: minors[0].studentId }),
    });
  }

  const { pages, pageVersions, links } = buildContent({ stamp, addDays, staff: STAFF });

  const person = (uid) => {
    const { displayName } = STAFF.find((s) => s.uid === uid);
    return { uid, displayName };
  };
  // The demo's bug reports (the texts in bug-reports.json, people by uid), spread across the
  // workflow, stored by the API's own builder.
  const bugReports = BUG_REPORTS.map((b, i) => {
    const s = studentUsers[20 + i];
    const filedAt = addDays(anchor, -(i + 1) * 2);
    const assignee = b.assignee ? person(b.assignee) : null;
    const thread = (list = [], kind) =>
      list.map(({ text, by }, j) => ({
        id: `seed-${kind}-${i + 1}-${j + 1}`,
        text,
        by: person(by),
        at: addDays(filedAt, j + 1),
      }));
    return {
      id: `bug-${i + 1}`,
      data: {
        ...bugReportDocument({
          report: { ...b.report, context: { ...b.report.context, occurredAt: filedAt.toISOString() } },
          reporter: { uid: s.uid, displayName: s.displayName, studentId: s.studentId },
          filedAt,
          status: b.status,
          assignee,
          notes: thread(b.notes, "note"),
          replies: thread(b.replies, "reply"),
        }),
        createdAt: filedAt,
        updatedAt: addDays(filedAt, b.status === "new" ? 0 : 1),
        createdBy: s.uid,
        updatedBy: assignee?.uid ?? s.uid,
      },
    };
  });

  // Student 1 reported a problem in the app and the office answered yesterday: the app's news.
  {
    const s = studentUsers[0];
    const filedAt = addDays(todayDate, -3);
    bugReports.push({
      id: "bug-app-student-1",
      data: {
        ...bugReportDocument({
          report: {
            title: "Saturday class missing from my week",
            whatHappened: "My Saturday class did not show on the home screen until I refreshed.",
            steps: "Open the app on Monday morning.",
            expected: "Saturday's class is listed with the rest of the week.",
            severity: "low",
            context: {
              appVersion: "1.0.0",
              device: "iPhone 13, iOS 18",
              browser: "Safari 18",
              screen: "390x844",
              route: "/app/",
              occurredAt: filedAt.toISOString(),
            },
            screenshots: [],
          },
          reporter: { uid: s.uid, displayName: s.displayName, studentId: s.studentId },
          filedAt,
          status: "resolved",
          assignee: person("demo-staff"),
          notes: [],
          replies: [
            {
              id: "seed-reply-app-1",
              text: "Thanks for telling us! The week now refreshes when you open the app.",
              by: person("demo-staff"),
              at: addDays(todayDate, -1),
            },
          ],
        }),
        createdAt: filedAt,
        updatedAt: addDays(todayDate, -1),
        createdBy: s.uid,
        updatedBy: "demo-staff",
      },
    });
  }

  const settings = [
    {
      id: "general",
      // Every field Settings edits, stored by the API's own builder.
      data: {
        ...settingsDocument({
          school: {
            name: "Northside Dance Academy",
            contactEmail: "office@northside-dance.test",
            contactPhone: "+1 212 555 0142",
            address: "48 Orchard Street\nNew York, NY 10002",
            timeZone: "America/New_York",
            weekStartsOn: "monday",
            dateFormat: "MM/dd/yyyy",
          },
          teaching: {
            sessionMinutes: 60,
            practice: { startTime: "17:00", endTime: "19:00", location: "Studio A" },
            attendanceStatuses: ["present", "absent", "late", "excused"],
          },
          absenceAlerts: {
            enabled: false,
            rule: "each",
            consecutiveCount: 2,
            holdMinutes: 15,
            senderName: "Northside Dance Academy office",
            replyTo: "office@northside-dance.test",
          },
          security: { sessionHours: 8 },
          // A minor without a guardian account is messaged with demo-staff-2 reading along.
          safeguarding: {
            minorAge: 18,
            quietHours: { start: "21:00", end: "07:00" },
            secondAdultUid: "demo-staff-2",
          },
        }),
        ...audit(),
      },
    },
  ];

  const records = {
    users,
    guardianLinks,
    groups,
    programs,
    students,
    schedules,
    attendance,
    attendanceDays,
    practices,
    videos,
    announcements,
    chats,
    messages,
    pages,
    links,
    bugReports,
    settings,
  };
  return { ...records, pageVersions, auditLog: buildAuditTrail({ staff: STAFF, stamp, anchor, records }) };
}

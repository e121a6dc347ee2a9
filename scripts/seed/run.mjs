#!/usr/bin/env node
// Fills the emulators with the demo school. Deterministic ids and data: running it
// twice changes nothing. Refuses any project that is not a demo-* (emulator-only) project.
// --if-empty (npm start, npm run dev): seeds only a database with no accounts and no records, so
// the local data kept in .emulator-data/ is never overwritten; says which it did.
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { writeAuditEntries } from "../../functions/lib/lib/audit-months.js";
import { db as functionsDb } from "../../functions/lib/lib/firestore.js";
import { schoolSettings } from "../../functions/lib/lib/school-settings.js";
import {
  recountStudents,
  storedStudentCounts,
} from "../../functions/lib/students/student-counts.repository.js";
import { authAccountOf, writeAccountStatus } from "../../functions/lib/users/account-status.js";
import { profileDocuments } from "../../functions/lib/users/profile-document.js";
import { SCHOOL_TIME_ZONE, buildDemoData } from "./data.mjs";
import { buildNotifications } from "./notifications.mjs";
import { buildSeats } from "./seats.mjs";
import { addDays, weekAnchor } from "./dates.mjs";

const projectId = process.env.FIREBASE_PROJECT ?? process.env.GCLOUD_PROJECT ?? "demo-studio-admin";
if (!projectId.startsWith("demo-")) {
  console.error(`Refusing to seed project "${projectId}": the seed only writes to demo-* emulator projects.`);
  process.exit(1);
}
process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";

async function reachable(hostPort) {
  try {
    await fetch(`http://${hostPort}/`);
    return true;
  } catch {
    return false;
  }
}

async function mapLimit(items, limit, fn) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]);
  });
  await Promise.all(workers);
}

async function seedAuth(auth, users) {
  await mapLimit(users, 8, async (u) => {
    // An invited member has no password until they use the invitation's link.
    const props = {
      email: u.email,
      displayName: u.displayName,
      emailVerified: !u.invited,
      disabled: u.disabled === true,
    };
    try {
      await auth.createUser({ uid: u.uid, ...(u.password ? { password: u.password } : {}), ...props });
    } catch (err) {
      if (err?.code !== "auth/uid-already-exists") throw err;
      // The password is set only when the account is made: changing it would revoke the sessions
      // of everyone signed in to the demo (and a re-seed must change nothing).
      await auth.updateUser(u.uid, props);
    }
    await auth.setCustomUserClaims(u.uid, { role: u.role });
  });
}

/**
 * The account status the rules read (functions/src/users/account-status.ts) of every Auth account,
 * as the API keeps it: written from the accounts as Auth has them now.
 */
async function syncAccountStatuses(auth) {
  let pageToken;
  let count = 0;
  do {
    const page = await auth.listUsers(1000, pageToken);
    await mapLimit(page.users, 8, (user) => writeAccountStatus(user.uid, authAccountOf(user)));
    count += page.users.length;
    pageToken = page.pageToken;
  } while (pageToken);
  return count;
}

const ifEmpty = process.argv.includes("--if-empty");

/** What the database already holds, or null when it is empty (no accounts, no school records). */
async function existingData(db, auth) {
  const [users, students, groups, settings] = await Promise.all([
    auth.listUsers(1),
    db.collection("students").count().get(),
    db.collection("groups").limit(1).get(),
    db.collection("settings").limit(1).get(),
  ]);
  const studentCount = students.data().count;
  if (users.users.length === 0 && studentCount === 0 && groups.empty && settings.empty) return null;
  return { studentCount };
}

async function main() {
  for (const host of [process.env.FIRESTORE_EMULATOR_HOST, process.env.FIREBASE_AUTH_EMULATOR_HOST]) {
    if (!(await reachable(host))) {
      console.error(`No emulator answers at ${host}. Start them first (npm start runs the seed for you).`);
      process.exit(1);
    }
  }
  initializeApp({ projectId });
  // The functions' own Firestore instance: the recount below runs their code on it.
  const db = functionsDb();
  if (ifEmpty) {
    const existing = await existingData(db, getAuth());
    if (existing) {
      console.log(
        `Kept the existing local data of ${projectId} (${existing.studentCount} students): not seeding. ` +
          "To start afresh with the demo school: npm run reset-data, or npm start -- --fresh.",
      );
      // Data kept from before the stored student counts (or edited around the API) gets them now.
      const timeZone = (await schoolSettings()).school.timeZone;
      if (!(await storedStudentCounts(timeZone))) {
        const recount = await recountStudents(timeZone);
        console.log(`Rebuilt the dashboard's student counts from ${recount.students} students.`);
      }
      // Data kept from before the account status: without it the rules would let nobody in.
      if ((await db.collection("accountStatus").limit(1).get()).empty) {
        const synced = await syncAccountStatuses(getAuth());
        console.log(`Wrote the account status of ${synced} accounts.`);
      }
      return;
    }
    console.log(`The ${projectId} database is empty: seeding the demo school.`);
  }
  const anchor = weekAnchor();
  const data = buildDemoData(anchor);

  await seedAuth(getAuth(), data.users);
  // What the rules check every direct Firestore and Storage request against.
  await syncAccountStatuses(getAuth());

  const writer = db.bulkWriter();
  const put = (path, doc) => writer.set(db.doc(path), doc);
  // Presence is live state: keep it if the user document already exists.
  const existingUsers = new Set((await db.collection("users").select().get()).docs.map((d) => d.id));
  for (const u of data.users) {
    // users/{uid} is what a chat peer may read; email, role and studentId are private.
    // The API's own builder, so the demo's profiles are stored as the API stores them.
    const profile = profileDocuments(
      {
        displayName: u.displayName,
        photoURL: null,
        email: u.email,
        role: u.role,
        studentId: u.studentId ?? null,
      },
      existingUsers.has(u.uid)
        ? undefined
        : { status: "Offline", lastSeen: addDays(anchor, -1), isTyping: false },
    );
    writer.set(db.doc(`users/${u.uid}`), profile.public, { merge: true });
    // The team's mirror of role and disabled (functions/src/team), and when the invited were asked.
    const team =
      u.role === "student" || u.role === "guardian"
        ? {}
        : {
            disabled: u.disabled === true,
            ...(u.invited ? { invitedAt: addDays(anchor, -2), invitedBy: "demo-admin" } : {}),
          };
    writer.set(db.doc(`userProfiles/${u.uid}`), { ...profile.private, ...team });
  }
  // Who shares a chat with whom: what lets a student read their peers' names and presence.
  const peers = new Map();
  for (const c of data.chats) {
    for (const uid of c.data.members) {
      const mine = peers.get(uid) ?? new Set();
      for (const other of c.data.members) if (other !== uid) mine.add(other);
      peers.set(uid, mine);
    }
  }
  for (const [uid, others] of peers) {
    const uids = Object.fromEntries([...others].sort().map((o) => [o, true]));
    writer.set(db.doc(`chatPeers/${uid}`), { uids }, { merge: true });
  }
  const collections = {
    groups: data.groups,
    programs: data.programs,
    students: data.students,
    schedules: data.schedules,
    attendance: data.attendance,
    practices: data.practices,
    videos: data.videos,
    announcements: data.announcements,
    chats: data.chats,
    pages: data.pages,
    links: data.links,
    bugReports: data.bugReports,
    guardianLinks: data.guardianLinks,
    settings: data.settings,
  };
  for (const [name, docs] of Object.entries(collections)) {
    for (const d of docs) put(`${name}/${d.id}`, d.data);
  }
  // Merged: a day's summary may hold the registers tests or staff took since (a re-seed keeps them).
  for (const d of data.attendanceDays) writer.set(db.doc(`attendanceDays/${d.id}`), d.data, { merge: true });
  for (const m of data.messages) put(`chats/${m.chatId}/messages/${m.id}`, m.data);
  for (const v of data.pageVersions) put(`pages/${v.pageId}/versions/${v.version}`, v.data);
  // Seats: reported absences (pre-marked excused, merged into the day's marks), credits, the policy.
  const seats = buildSeats({ ...data, timeZone: SCHOOL_TIME_ZONE });
  put(`settings/${seats.settings.id}`, seats.settings.data);
  for (const name of ["seatAbsences", "seatCredits", "seatSessions"])
    for (const d of seats[name]) put(`${name}/${d.id}`, d.data);
  for (const m of seats.marks) writer.set(db.doc(`attendance/${m.id}`), m.data, { merge: true });
  // A few notifications in the demo accounts' inboxes (stored as delivered: no push, no mail).
  for (const n of buildNotifications(anchor)) put(`notifications/${n.id}`, n.data);
  await writer.close();
  // The audit trail a partition a month, as the functions keep it (functions/src/lib/audit-months.ts).
  await writeAuditEntries(db, data.auditLog);
  // The students were written straight, not through the API: the dashboard's stored counts are
  // rebuilt from them (and are exact again after a re-seed).
  const recount = await recountStudents();

  const counts = [...Object.entries(collections), ["audit entries", data.auditLog]]
    .map(([name, docs]) => `${docs.length} ${name}`)
    .join(", ");
  console.log(
    `Seeded ${projectId}: ${data.users.length} accounts, ${counts}, ${data.messages.length} messages, ${data.pageVersions.length} page versions; ` +
      `student counts rebuilt from ${recount.students} students.`,
  );
}

main().catch((err) => {
  console.error("Seeding failed:", err);
  process.exit(1);
});

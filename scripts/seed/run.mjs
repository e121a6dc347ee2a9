#!/usr/bin/env node
// Fills the emulators with the demo school (DESIGN §3). Deterministic ids and data: running it
// twice changes nothing. Refuses any project that is not a demo-* (emulator-only) project.
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { buildDemoData } from "./data.mjs";
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
    const props = { email: u.email, displayName: u.displayName, emailVerified: true, disabled: false };
    try {
      await auth.createUser({ uid: u.uid, password: u.password, ...props });
    } catch (err) {
      if (err?.code !== "auth/uid-already-exists") throw err;
      // The password is set only when the account is made: changing it would revoke the sessions
      // of everyone signed in to the demo (and a re-seed must change nothing).
      await auth.updateUser(u.uid, props);
    }
    await auth.setCustomUserClaims(u.uid, { role: u.role });
  });
}

async function main() {
  for (const host of [process.env.FIRESTORE_EMULATOR_HOST, process.env.FIREBASE_AUTH_EMULATOR_HOST]) {
    if (!(await reachable(host))) {
      console.error(`No emulator answers at ${host}. Start them first (npm start runs the seed for you).`);
      process.exit(1);
    }
  }
  initializeApp({ projectId });
  const db = getFirestore();
  const anchor = weekAnchor();
  const data = buildDemoData(anchor);

  await seedAuth(getAuth(), data.users);

  const writer = db.bulkWriter();
  const put = (path, doc) => writer.set(db.doc(path), doc);
  // Presence is live state: keep it if the user document already exists.
  const existingUsers = new Set((await db.collection("users").select().get()).docs.map((d) => d.id));
  for (const u of data.users) {
    const profile = { displayName: u.displayName, email: u.email, role: u.role, photoURL: null, studentId: u.studentId ?? null };
    const presence = existingUsers.has(u.uid) ? {} : { status: "Offline", lastSeen: addDays(anchor, -1), isTyping: false };
    writer.set(db.doc(`users/${u.uid}`), { ...profile, ...presence }, { merge: true });
  }
  const collections = {
    groups: data.groups, programs: data.programs, students: data.students, schedules: data.schedules,
    attendance: data.attendance, practices: data.practices, videos: data.videos, announcements: data.announcements,
    chats: data.chats, pages: data.pages, links: data.links, bugReports: data.bugReports, settings: data.settings,
  };
  for (const [name, docs] of Object.entries(collections)) {
    for (const d of docs) put(`${name}/${d.id}`, d.data);
  }
  for (const m of data.messages) put(`chats/${m.chatId}/messages/${m.id}`, m.data);
  await writer.close();

  const counts = Object.entries(collections).map(([name, docs]) => `${docs.length} ${name}`).join(", ");
  console.log(`Seeded ${projectId}: ${data.users.length} accounts, ${counts}, ${data.messages.length} messages.`);
}

main().catch((err) => {
  console.error("Seeding failed:", err);
  process.exit(1);
});

import { initializeApp as initAdmin } from "firebase-admin/app";
import { getFirestore as adminDb, Timestamp } from "firebase-admin/firestore";
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from "firebase/auth";
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  terminate,
} from "firebase/firestore";
import { DEMO_STAFF, DEMO_STUDENT, ms, percentile } from "../lib.mjs";

// The chat budgets, measured (never asserted): a chat with 2,000 messages opens showing the newest
// 50 (< 500 ms), and a message from one client reaches another (< 300 ms p95), on the emulators.
const PROJECT = "demo-studio-admin";
const CHAT_ID = "bench-chat-2000";
const STAFF = {
  uid: "demo-staff",
  ...DEMO_STAFF,
  displayName: "Jordan Lee",
};
const STUDENT = {
  uid: "demo-student-003",
  email: "student3@studio.test",
  password: DEMO_STUDENT.password,
  displayName: "Student Three",
};
const MESSAGES = 2000;
const DELIVERIES = 50;

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";

let adminFirestore;
async function seedChat() {
  const db = (adminFirestore = adminDb(initAdmin({ projectId: PROJECT }, "bench-admin")));
  await db.recursiveDelete(db.doc(`chats/${CHAT_ID}`));
  const start = Date.now() - MESSAGES * 60_000;
  const sentBy = (u) => ({ uid: u.uid, displayName: u.displayName, photoURL: null });
  const writer = db.bulkWriter();
  let last = null;
  for (let i = 0; i < MESSAGES; i++) {
    const author = i % 2 === 0 ? STUDENT : STAFF;
    last = {
      text: `Bench message ${i + 1}`,
      fileUrl: null,
      sentBy: sentBy(author),
      sentAt: Timestamp.fromMillis(start + i * 60_000),
    };
    // countedAt: already reflected in the chat document, so the trigger leaves these alone.
    writer.set(db.doc(`chats/${CHAT_ID}/messages/b${String(i).padStart(5, "0")}`), {
      ...last,
      countedAt: last.sentAt,
    });
  }
  writer.set(db.doc(`chats/${CHAT_ID}`), {
    name: "Bench chat",
    type: "group",
    members: [STAFF.uid, STUDENT.uid],
    createdBy: STAFF.uid,
    createdAt: Timestamp.fromMillis(start),
    photoURL: null,
    recentMessage: last,
    unread: { [STAFF.uid]: 0, [STUDENT.uid]: 0 },
  });
  await writer.close();
}

async function client(user) {
  const app = initializeApp({ projectId: PROJECT, apiKey: "demo-api-key" }, `bench-${user.uid}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, "http://127.0.0.1:9099", { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, "127.0.0.1", 8080);
  await signInWithEmailAndPassword(auth, user.email, user.password);
  return { app, db };
}

export default async function chat() {
  await seedChat();
  const staff = await client(STAFF);
  const student = await client(STUDENT);
  const messages = (db) => collection(db, "chats", CHAT_ID, "messages");

  // Opening the chat: the newest page, as the conversation screen asks for it (fresh query each time).
  const openTimes = [];
  let shown = 0;
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const snap = await getDocs(query(messages(staff.db), orderBy("sentAt"), limitToLast(50)));
    openTimes.push(performance.now() - t0);
    shown = snap.size;
  }
  openTimes.sort((a, b) => a - b);

  // Delivery: the student's listener timestamps each staff message on arrival from the server.
  const sentAt = new Map();
  const latencies = [];
  let resolveNext = () => {};
  const stop = onSnapshot(query(messages(student.db), orderBy("sentAt"), limitToLast(5)), (snap) => {
    for (const change of snap.docChanges()) {
      const id = change.doc.data().text;
      if (change.type === "added" && sentAt.has(id) && !change.doc.metadata.hasPendingWrites) {
        latencies.push(performance.now() - sentAt.get(id));
        sentAt.delete(id);
        resolveNext();
      }
    }
  });
  await new Promise((r) => setTimeout(r, 500));
  for (let i = 0; i < DELIVERIES; i++) {
    const text = `Delivery ${i} ${Date.now()}`;
    const arrived = new Promise((r) => (resolveNext = r));
    sentAt.set(text, performance.now());
    await addDoc(messages(staff.db), {
      text,
      fileUrl: null,
      sentBy: { uid: STAFF.uid, displayName: STAFF.displayName, photoURL: null },
      sentAt: serverTimestamp(),
    });
    await Promise.race([arrived, new Promise((r) => setTimeout(r, 5000))]);
  }
  stop();
  latencies.sort((a, b) => a - b);

  console.log(
    `\nChat with ${MESSAGES} messages, newest ${shown} (client SDK, Firestore emulator), 20 opens:`,
  );
  console.log(
    `  p50 ${ms(percentile(openTimes, 50))}   p95 ${ms(percentile(openTimes, 95))}   max ${ms(openTimes.at(-1))}   (budget 500 ms)`,
  );
  console.log(
    `Message delivery, staff client -> student listener, ${latencies.length}/${DELIVERIES} delivered:`,
  );
  console.log(
    `  p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   max ${ms(latencies.at(-1))}   (budget 300 ms p95)`,
  );

  for (const c of [staff, student]) {
    await terminate(c.db);
    await deleteApp(c.app);
  }
  // Leave the demo school as it was: the bench chat would otherwise show in the staff's list.
  await adminFirestore.recursiveDelete(adminFirestore.doc(`chats/${CHAT_ID}`));
}

import { readFileSync } from "node:fs";
import { Timestamp } from "firebase-admin/firestore";
import { benchFirestore, ms } from "../lib.mjs";
import { startPushSink } from "../push-sink.mjs";

// Fan-out of one announcement to 5,000 devices (2,500 app accounts with 2 devices each) against a
// local push sink on 127.0.0.1: the time from publishing to the last push received, the number of
// function invocations (one per recipient's notification) and the most sends in flight at once.
// The delivery runs in this process at the deployed instance cap (20 invocations at a time, each
// sending to at most 10 devices at once), beside the emulator's own trigger: every device still
// gets exactly one push (the send-once lock), which the sink checks. Measures only.
const ACCOUNTS = 2_500;
const DEVICES_EACH = 2;
const INSTANCES = 20;
const RUN = `bench-fanout-${Date.now().toString(36)}`;

function vapidFromSecretFile() {
  const file = readFileSync(new URL("../../../functions/.secret.local", import.meta.url), "utf8");
  for (const name of ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"]) {
    const value = new RegExp(`^${name}=(.+)$`, "m").exec(file)?.[1]?.trim();
    if (value) process.env[name] = value;
  }
}

async function writeAll(db, docs) {
  const writer = db.bulkWriter();
  for (const [ref, data] of docs) void writer.set(ref, data);
  await writer.close();
}

export default async function notificationFanout() {
  vapidFromSecretFile();
  // The delivery below runs in this process as it would on the emulator, where a loopback push
  // service (the sink) is taken; a deployed function sends only to the browsers' push services.
  process.env.FUNCTIONS_EMULATOR = "true";
  const db = benchFirestore();
  const { announcementPublished } = await import("../../../functions/lib/notifications/events.js");
  const { deliverNotification } =
    await import("../../../functions/lib/notifications/deliver-notification.js");

  const sink = await startPushSink();
  const group = `${RUN}-group`;
  const docs = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const uid = `${RUN}-u${i}`;
    docs.push([
      db.doc(`students/${RUN}-s${i}`),
      {
        status: "active",
        groupIds: [group],
        programIds: [],
        authUid: uid,
        firstName: "Bench",
        lastName: String(i),
      },
    ]);
    for (let d = 0; d < DEVICES_EACH; d++) {
      const endpoint = `${sink.base}${uid}-${d}`;
      docs.push([
        db.doc(`pushSubscriptions/${RUN}-${i}-${d}`),
        { uid, surface: "app", endpoint, keys: sink.keys, createdAt: Timestamp.now() },
      ]);
    }
  }
  await writeAll(db, docs);
  const now = new Date();
  const id = `${RUN}-announcement`;
  await db.doc(`announcements/${id}`).set({
    title: "Bench: the studio is closed on Monday",
    body: "Fan-out measurement.",
    audience: { type: "groups", ids: [group] },
    archived: false,
    publishAt: Timestamp.fromMillis(now.getTime() - 60_000),
  });

  const started = performance.now();
  await announcementPublished(id, now);
  const recorded = performance.now();
  const notifications = await db.collection("notifications").where("key", "==", `announcement-${id}`).get();
  const held = notifications.docs.filter((d) => d.get("status") === "held").length;
  // Deliver as 20 concurrent invocations would (what the emulator's trigger has not done yet).
  let next = 0;
  const deliverAt =
    held > 0
      ? new Date(Math.max(...notifications.docs.map((d) => d.get("deliverAt").toMillis())) + 1)
      : new Date();
  await Promise.all(
    Array.from({ length: INSTANCES }, async () => {
      while (next < notifications.docs.length) {
        const doc = notifications.docs[next++];
        await deliverNotification(doc.id, deliverAt);
      }
    }),
  );
  const devices = ACCOUNTS * DEVICES_EACH;
  const deadline = Date.now() + 60_000;
  while (sink.received < devices && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const done = performance.now();
  console.log("Notification fan-out: one announcement to 5,000 devices");
  console.log(
    `  recipients (function invocations): ${notifications.size}${held ? ` (${held} held for quiet hours, released at their end)` : ""}`,
  );
  console.log(`  record (audience + ${notifications.size} notifications): ${ms(recorded - started)}`);
  console.log(`  publish to last push received: ${ms(done - started)}`);
  console.log(`  pushes received: ${sink.received} of ${devices}; devices pushed twice: ${sink.twice()}`);
  console.log(
    `  most sends in flight at once: ${sink.maxInflight} (bound: ${INSTANCES} invocations x 10 devices)`,
  );
  sink.close();
}

import { Timestamp } from "firebase-admin/firestore";
import { benchFirestore, ms } from "../lib.mjs";
import { startPushSink } from "../push-sink.mjs";

// Fan-out through the emulator's own trigger: one staff notification (a new problem report) to
// 200 console accounts with 3 devices each, recorded with notify() and delivered by
// onNotificationCreated as it runs in the Functions emulator (one invocation per recipient), to a
// push sink on 127.0.0.1. Timed from notify() until every notification is recorded as delivered
// and every push received. Staff are never held for quiet hours, so it measures the same at any
// hour. Bounded: 600 devices, at most 3 minutes. Measures only.
const ACCOUNTS = 200;
const DEVICES_EACH = 3;
const LIMIT_MS = 180_000;
const RUN = `bench-trigger-${Date.now().toString(36)}`;

export default async function notificationFanoutTrigger() {
  const db = benchFirestore();
  const { notify } = await import("../../../functions/lib/notifications/notify.js");

  const sink = await startPushSink();
  const uids = Array.from({ length: ACCOUNTS }, (_, i) => `${RUN}-u${i}`);
  const writer = db.bulkWriter();
  for (const uid of uids)
    for (let d = 0; d < DEVICES_EACH; d++)
      void writer.set(db.doc(`pushSubscriptions/${uid}-${d}`), {
        uid,
        surface: "console",
        endpoint: `${sink.base}${uid}-${d}`,
        keys: sink.keys,
        createdAt: Timestamp.now(),
      });
  await writer.close();

  const key = `${RUN}-bug`;
  const started = performance.now();
  const recorded = await notify({
    type: "newBugReport",
    recipients: uids,
    params: { reportId: RUN, title: "Bench: video stops after a minute", from: "Bench" },
    key,
    now: new Date(),
  });
  const recordedAt = performance.now();
  const devices = ACCOUNTS * DEVICES_EACH;
  const delivered = db.collection("notifications").where("key", "==", key).where("status", "==", "delivered");
  let done = 0;
  while (performance.now() - started < LIMIT_MS) {
    done = (await delivered.count().get()).data().count;
    if (done >= ACCOUNTS && sink.received >= devices) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const end = performance.now();
  console.log(
    `Notification fan-out through the emulator's trigger: ${ACCOUNTS} recipients x ${DEVICES_EACH} devices`,
  );
  console.log(`  notify() recorded ${recorded} notifications in ${ms(recordedAt - started)}`);
  console.log(`  first push received after: ${sink.firstAt ? ms(sink.firstAt - started) : "none"}`);
  console.log(
    `  every delivery recorded after: ${done >= ACCOUNTS && sink.received >= devices ? ms(end - started) : `not within ${LIMIT_MS / 1000} s`}`,
  );
  console.log(
    `  notifications delivered: ${done} of ${ACCOUNTS}; pushes received: ${sink.received} of ${devices}; devices pushed twice: ${sink.twice()}`,
  );
  sink.close();
}

import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { escapeHtml, queueMail } from "../mail/queue-mail";
import { deliverNotification, emailOf as storedEmailOf } from "./deliver-notification";
import { withConcurrency } from "./push-sender";

const RELEASE_BATCH = 200;

/**
 * Delivers the notifications held for quiet hours whose time has come (`deliverAt` <= now), a
 * bounded batch per run. Safe beside the trigger: every device send is locked once.
 */
export async function releaseHeldNotifications(now: Date): Promise<number> {
  const snap = await collections.notifications
    .col()
    .where("status", "==", "held")
    .where("deliverAt", "<=", Timestamp.fromDate(now))
    .orderBy("deliverAt")
    .limit(RELEASE_BATCH)
    .get();
  await withConcurrency(snap.docs, 5, async (doc) => {
    await deliverNotification(doc.id, now);
  });
  return snap.size;
}

const DIGEST_BATCH = 500;

/**
 * One digest mail per person of the low-urgency notifications that reached no device (or whose
 * person chose mail), at most once a day: the mail id is the person and the civil day (UTC), so a
 * second run the same day queues nothing new.
 */
export async function sendDailyDigests(
  now: Date,
  emailOf: (uid: string) => Promise<string | null> = storedEmailOf,
) {
  const snap = await collections.notifications
    .col()
    .where("status", "==", "digest")
    .limit(DIGEST_BATCH)
    .get();
  const byUid = new Map<string, QueryDocumentSnapshot[]>();
  for (const doc of snap.docs) {
    const uid = String(doc.get("uid"));
    byUid.set(uid, [...(byUid.get(uid) ?? []), doc]);
  }
  const day = now.toISOString().slice(0, 10);
  let mails = 0;
  for (const [uid, docs] of byUid) {
    const to = await emailOf(uid);
    if (to) {
      const lines = docs.map((d) => `${String(d.get("title"))}: ${String(d.get("body"))}`);
      const queued = await queueMail(
        {
          to,
          message: {
            subject: `Your news: ${docs.length} update${docs.length === 1 ? "" : "s"}`,
            text: lines.join("\n"),
            html: `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
          },
        },
        { id: `digest-${uid}-${day}`, meta: { type: "notification-digest", uid } },
      );
      if (queued) mails += 1;
    }
    const batch = collections.notifications.col().firestore.batch();
    for (const d of docs) batch.update(d.ref, { status: "delivered", digestedAt: Timestamp.fromDate(now) });
    await batch.commit();
  }
  return { people: byUid.size, mails };
}

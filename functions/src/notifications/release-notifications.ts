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
/** Pages per run: a day's backlog of 10,000 waiting notifications at most. */
const DIGEST_ROUNDS = 20;

/**
 * One digest mail per person of the low-urgency notifications that reached no device (or whose
 * person chose mail), at most once a day: the mail id is the person and the civil day (UTC), so a
 * second run the same day queues nothing new.
 *
 * Read in pages ordered by person until none wait, so a school with more waiting than one page
 * still mails everyone the same day. A page ends inside one person's list only when it is full;
 * that person is left for the next page, so their news goes out in one mail, not split across two
 * with the same id (where the second would be lost).
 */
export async function sendDailyDigests(
  now: Date,
  emailOf: (uid: string) => Promise<string | null> = storedEmailOf,
  pageSize = DIGEST_BATCH,
) {
  const day = now.toISOString().slice(0, 10);
  let people = 0;
  let mails = 0;
  for (let round = 0; round < DIGEST_ROUNDS; round++) {
    const snap = await collections.notifications
      .col()
      .where("status", "==", "digest")
      .orderBy("uid")
      .limit(pageSize)
      .get();
    const byUid = new Map<string, QueryDocumentSnapshot[]>();
    for (const doc of snap.docs) {
      const uid = String(doc.get("uid"));
      byUid.set(uid, [...(byUid.get(uid) ?? []), doc]);
    }
    const full = snap.size === pageSize;
    const lastUid = snap.docs.at(-1)?.get("uid");
    if (full && byUid.size > 1) byUid.delete(String(lastUid));
    for (const [uid, docs] of byUid) {
      if (await mailDigest(uid, docs, day, emailOf)) mails += 1;
      const batch = collections.notifications.col().firestore.batch();
      for (const d of docs) batch.update(d.ref, { status: "delivered", digestedAt: Timestamp.fromDate(now) });
      await batch.commit();
    }
    people += byUid.size;
    if (!full) break;
  }
  return { people, mails };
}

/** Queues one person's digest mail; false when they have no address or it was queued already today. */
async function mailDigest(
  uid: string,
  docs: QueryDocumentSnapshot[],
  day: string,
  emailOf: (uid: string) => Promise<string | null>,
): Promise<boolean> {
  const to = await emailOf(uid);
  if (!to) return false;
  const lines = docs.map((d) => `${String(d.get("title"))}: ${String(d.get("body"))}`);
  return queueMail(
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
}

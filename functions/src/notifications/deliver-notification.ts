import { FieldValue, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { getAuth } from "firebase-admin/auth";
import { mailLinkBase } from "../config/params";
import { collections } from "../lib/collections";
import { escapeHtml, queueMail } from "../mail/queue-mail";
import { isNotificationType, type NotificationChannel } from "./notification-types";
import { channelFor } from "./notification-preferences";
import { sendPush, withConcurrency, type PushOptions, type PushTarget } from "./push-sender";

/** Devices one notification is sent to at once (one person has at most 20). */
export const SEND_CONCURRENCY = 10;

export type DeliveryResult =
  | { state: "missing" | "done" | "held" }
  | {
      state: "delivered";
      pushed: number;
      skipped: number;
      gone: number;
      failed: number;
      mail: "none" | "queued" | "digest";
    };

const deliveryRef = (notificationId: string, subscriptionId: string) =>
  collections.notifications.ref(notificationId).collection("deliveries").doc(subscriptionId);

/** The devices of `uid` that show notifications of this audience (the app, or the console). */
async function devicesOf(uid: string, audience: string) {
  const snap = await collections.pushSubscriptions.col().where("uid", "==", uid).limit(50).get();
  const surface = audience === "staff" ? "console" : "app";
  return snap.docs.filter((d) => d.get("surface") === surface);
}

/** The payload the service workers read (push-handlers.js): plain text fields, never markup. */
export function pushPayload(n: DocumentSnapshot): string {
  return JSON.stringify({
    id: n.id,
    type: n.get("type"),
    title: String(n.get("title") ?? ""),
    body: String(n.get("body") ?? ""),
    url: String(n.get("url") ?? "/"),
    tag: String(n.get("tag") ?? n.id),
  });
}

/**
 * Sends to one device at most once: the delivery document is created first, as the lock, so a
 * second run of the trigger (or the held-release job racing it) finds it and sends nothing.
 */
async function sendOnce(
  n: DocumentSnapshot,
  device: DocumentSnapshot,
  payload: string,
  options: PushOptions,
  now: Date,
): Promise<"sent" | "skipped" | "gone" | "failed"> {
  const ref = deliveryRef(n.id, device.id);
  try {
    await ref.create({ status: "sending", startedAt: Timestamp.fromDate(now) });
  } catch (err) {
    if ((err as { code?: number }).code === 6) return "skipped"; // ALREADY_EXISTS: sent (or sending) elsewhere
    throw err;
  }
  const target: PushTarget = { endpoint: String(device.get("endpoint")), keys: device.get("keys") };
  const outcome = await sendPush(target, payload, options);
  await ref.update({
    status: outcome.kind,
    attempts: outcome.attempts,
    finishedAt: FieldValue.serverTimestamp(),
  });
  if (outcome.kind === "gone") {
    // The push service says this subscription will never work again.
    await device.ref.delete();
    return "gone";
  }
  if (outcome.kind === "failed") {
    logger.warn("Push failed", { notification: n.id, device: device.id, error: outcome.error });
    return "failed";
  }
  await device.ref.update({ lastPushAt: Timestamp.fromDate(now) });
  return "sent";
}

/** Where mail links point; a notification still goes out (with a relative link) if it is unset. */
function linkBase(): string {
  try {
    return mailLinkBase();
  } catch {
    return "";
  }
}

export async function emailOf(uid: string): Promise<string | null> {
  const profile = await collections.userProfiles.ref(uid).get();
  const stored = profile.get("email");
  if (typeof stored === "string" && stored.includes("@")) return stored;
  try {
    return (await getAuth().getUser(uid)).email ?? null;
  } catch {
    return null;
  }
}

/** The mail of one notification (Trigger Email format): the stored text, escaped. */
export function notificationMail(to: string, n: { title: string; body: string; url: string }, base: string) {
  const link = `${base}${n.url}`;
  return {
    to,
    message: {
      subject: n.title,
      text: `${n.body}\n\n${link}`,
      html: `<p><strong>${escapeHtml(n.title)}</strong></p>\n<p>${escapeHtml(n.body)}</p>\n<p><a href="${escapeHtml(link)}">Open</a></p>`,
    },
  };
}

/**
 * Delivers one recorded notification: to each of the person's devices (bounded concurrency, each
 * device at most once, retried with backoff, dead ones removed) and by mail when their preference
 * says so or no device took it. A high-urgency mail is queued at once (one id per notification, so
 * twice is once); a low-urgency one waits for the daily digest. Held notifications (quiet hours)
 * wait until `deliverAt`; the release job calls this again then.
 */
export async function deliverNotification(
  id: string,
  now: Date,
  options: PushOptions & { linkBase?: string } = {},
): Promise<DeliveryResult> {
  const snap = await collections.notifications.ref(id).get();
  if (!snap.exists) return { state: "missing" };
  const status = snap.get("status");
  if (status === "delivered" || status === "digest") return { state: "done" };
  const deliverAt = snap.get("deliverAt") as Timestamp | null;
  if (deliverAt && deliverAt.toMillis() > now.getTime()) return { state: "held" };
  const type = snap.get("type");
  const uid = String(snap.get("uid"));
  const channel: NotificationChannel = isNotificationType(type) ? await channelFor(uid, type) : "push";

  const counts = { pushed: 0, skipped: 0, gone: 0, failed: 0 };
  if (channel !== "mail") {
    const devices = await devicesOf(uid, String(snap.get("audience")));
    const payload = pushPayload(snap);
    const pushOptions: PushOptions = {
      urgency: snap.get("urgency") === "high" ? "high" : "normal",
      topic:
        String(snap.get("tag") ?? "")
          .replace(/[^A-Za-z0-9_-]/g, "")
          .slice(0, 32) || undefined,
      ...options,
    };
    await withConcurrency(devices, SEND_CONCURRENCY, async (device) => {
      const result = await sendOnce(snap, device, payload, pushOptions, now);
      counts[result === "sent" ? "pushed" : result] += 1;
    });
  }

  let mail: "none" | "queued" | "digest" = "none";
  const reachedByPush = counts.pushed + counts.skipped > 0;
  if (channel !== "push" || !reachedByPush) {
    if (snap.get("urgency") === "low") mail = "digest";
    else {
      const to = await emailOf(uid);
      if (to) {
        const base = options.linkBase ?? linkBase();
        const n = {
          title: String(snap.get("title")),
          body: String(snap.get("body")),
          url: String(snap.get("url")),
        };
        await queueMail(notificationMail(to, n, base.replace(/\/+$/, "")), {
          id: `notification-${id}`,
          meta: { type: "notification", notificationId: id, uid },
        });
        mail = "queued";
      }
    }
  }
  await snap.ref.update({
    status: mail === "digest" ? "digest" : "delivered",
    deliveredAt: Timestamp.fromDate(now),
    pushed: FieldValue.increment(counts.pushed),
  });
  return { state: "delivered", ...counts, mail };
}

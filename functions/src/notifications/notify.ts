import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { heldUntil } from "../lib/school-quiet-hours";
import {
  NOTIFICATION_TYPES,
  notificationText,
  type NotificationParams,
  type NotificationType,
} from "./notification-types";

/** How long a notification stays in the inbox (and is kept at all). */
export const INBOX_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export interface NotifyInput<T extends NotificationType> {
  type: T;
  /** Account uids to tell (students, guardians or staff, as the type's audience says). */
  recipients: readonly string[];
  params: NotificationParams<T>;
  /**
   * What this is about, unique per event ("announcement-<id>", "chat-<chatId>-<messageId>"): the
   * same event told twice (a retried trigger, a re-run job) records each recipient's notification
   * once.
   */
  key: string;
  now: Date;
}

/** The id of one recipient's notification of one event: the same event, the same id. */
export function notificationId(key: string, uid: string) {
  return createHash("sha256").update(`${key}\u0000${uid}`).digest("hex").slice(0, 32);
}

/**
 * Records one notification per recipient (the inbox entry, and what the delivery trigger fans out
 * to the person's devices). Created with `create()`, so recording an event twice changes nothing.
 * A family notification that falls in the school's quiet hours carries `deliverAt` = their end:
 * the delivery waits for it (staff are not held). Returns how many were newly recorded.
 */
export async function notify<T extends NotificationType>(input: NotifyInput<T>): Promise<number> {
  const row = NOTIFICATION_TYPES[input.type];
  const text = notificationText(input.type, input.params);
  const uids = [...new Set(input.recipients.filter((uid) => typeof uid === "string" && uid.length > 0))];
  if (uids.length === 0) return 0;
  const held = row.audience === "family" ? await heldUntil(input.now) : null;
  const createdAt = Timestamp.fromDate(input.now);
  let created = 0;
  const writer = db().bulkWriter();
  writer.onWriteError((err) => err.code !== 6 && err.failedAttempts < 5);
  const writes = uids.map((uid) =>
    writer
      .create(collections.notifications.ref(notificationId(input.key, uid)), {
        uid,
        type: input.type,
        audience: row.audience,
        urgency: row.urgency,
        ...text,
        key: input.key,
        createdAt,
        expiresAt: Timestamp.fromMillis(input.now.getTime() + INBOX_DAYS * DAY),
        deliverAt: held ? Timestamp.fromDate(held) : createdAt,
        status: held ? "held" : "pending",
        readAt: null,
      })
      .then(() => {
        created += 1;
      })
      .catch((err: { code?: number }) => {
        if (err.code !== 6) throw err;
      }),
  );
  await writer.close();
  await Promise.all(writes);
  return created;
}

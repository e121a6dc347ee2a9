import { collections } from "../lib/collections";
import { NOTIFICATION_TYPES, type NotificationChannel, type NotificationType } from "./notification-types";

const CHANNELS: readonly NotificationChannel[] = ["push", "mail", "both"];

/** A person's chosen channel per type, as stored (`notificationPreferences/{uid}.channels`). */
export async function storedChannels(
  uid: string,
): Promise<Partial<Record<NotificationType, NotificationChannel>>> {
  const snap = await collections.notificationPreferences.ref(uid).get();
  const raw = snap.get("channels");
  const out: Partial<Record<NotificationType, NotificationChannel>> = {};
  if (raw && typeof raw === "object") {
    for (const [type, channel] of Object.entries(raw as Record<string, unknown>)) {
      if (Object.hasOwn(NOTIFICATION_TYPES, type) && CHANNELS.includes(channel as NotificationChannel))
        out[type as NotificationType] = channel as NotificationChannel;
    }
  }
  return out;
}

/** The channel one notification of `type` goes by for `uid`: their choice, else the table's default. */
export async function channelFor(uid: string, type: NotificationType): Promise<NotificationChannel> {
  return (await storedChannels(uid))[type] ?? NOTIFICATION_TYPES[type].defaultChannel;
}

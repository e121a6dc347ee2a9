import { z } from "zod";

/** Every kind of notification (their audience, text and screen: notifications/notification-types.ts). */
export const NOTIFICATION_TYPE_NAMES = [
  "announcement",
  "chatMessage",
  "videosReleased",
  "bugReportUpdate",
  "sessionCancelled",
  "waitlistOffer",
  "waitlistOfferReminder",
  "makeUpBooked",
  "makeUpCancelled",
  "supportChat",
  "newBugReport",
  "absencesToday",
  "attendanceNotTaken",
  "absenceReported",
] as const;
export type NotificationTypeName = (typeof NOTIFICATION_TYPE_NAMES)[number];

export const NOTIFICATION_CHANNELS = ["push", "mail", "both"] as const;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, {
  error: "Choose push, mail or both.",
});
export type NotificationChannelName = z.infer<typeof notificationChannelSchema>;

/** A Web Push subscription body, as `PushSubscription.toJSON()` gives it, is at most this big. */
export const PUSH_SUBSCRIPTION_MAX_BYTES = 4096;

const base64url = (bytes: number, first?: number) =>
  z
    .string({ error: "Required." })
    .max(200, "Not a valid key.")
    .refine((v) => {
      if (!/^[A-Za-z0-9_-]+={0,2}$/.test(v)) return false;
      let decoded: string;
      try {
        decoded = atob(v.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/"));
      } catch {
        return false; // a length no base64 text has ("z")
      }
      const raw = Uint8Array.from(decoded, (c) => c.charCodeAt(0));
      return raw.length === bytes && (first === undefined || raw[0] === first);
    }, "Not a valid key.");

/**
 * One device's subscription. The endpoint's host is checked by the API (a browser push service's,
 * or a loopback address on the emulator only); a body over 4 kB is refused whatever its fields.
 */
export const pushSubscriptionSchema = z
  .looseObject({
    endpoint: z.url({ error: "Give the push service's URL." }).max(2048, "The endpoint is over 2 kB."),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret (RFC 8291).
        p256dh: base64url(65, 4),
        auth: base64url(16),
      },
      { error: "Give the subscription's keys." },
    ),
  })
  .superRefine((v, ctx) => {
    if (JSON.stringify(v).length > PUSH_SUBSCRIPTION_MAX_BYTES)
      ctx.addIssue({ code: "custom", path: ["subscription"], message: "The subscription is over 4 kB." });
  })
  .transform((v) => ({ endpoint: v.endpoint, keys: { p256dh: v.keys.p256dh, auth: v.keys.auth } }));
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

export const removePushSubscriptionSchema = z.object({
  endpoint: z.string({ error: "Give the endpoint to remove." }).min(1).max(4096),
});

export const pushDeviceSchema = z.object({
  id: z.string(),
  surface: z.enum(["app", "console"]),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushKeySchema = z.object({ publicKey: z.string() });

export const notificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPE_NAMES),
  label: z.string(),
  channel: notificationChannelSchema,
  defaultChannel: notificationChannelSchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const updateNotificationPreferencesSchema = z.object({
  channels: z.partialRecord(
    z.enum(NOTIFICATION_TYPE_NAMES, { error: "Unknown notification type." }),
    notificationChannelSchema,
  ),
});

/** One entry of the inbox (the last 30 days): plain text, and the screen it opens. */
export const inboxNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPE_NAMES),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxNotification = z.infer<typeof inboxNotificationSchema>;

export const listNotificationsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().min(1).max(2000).optional(),
});

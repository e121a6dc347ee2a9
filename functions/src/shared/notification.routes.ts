import { z } from "zod";
import { idParamsSchema } from "./id.schema";
import {
  inboxNotificationSchema,
  listNotificationsSchema,
  notificationPreferenceSchema,
  pushDeviceSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  removePushSubscriptionSchema,
  updateNotificationPreferencesSchema,
} from "./notification.schema";
import { data, defineRoutes, empty, page, type RouteSpec } from "./route-contract";

/** The same routes for the console (under /api) and the app (under /api/me). */
function notificationRouteSpecs(prefix: string) {
  return {
    pushKey: {
      method: "GET",
      path: `${prefix}/push-subscriptions/key`,
      summary: "The public VAPID key to subscribe a device with",
      answer: data(pushKeySchema),
    },
    subscribe: {
      method: "POST",
      path: `${prefix}/push-subscriptions`,
      summary: "Subscribe this device to push notifications (more than 20 drops the oldest)",
      body: pushSubscriptionSchema,
      answer: data(pushDeviceSchema, 201),
    },
    unsubscribe: {
      method: "DELETE",
      path: `${prefix}/push-subscriptions`,
      summary: "Stop push notifications on this device",
      body: removePushSubscriptionSchema,
      answer: empty,
    },
    preferences: {
      method: "GET",
      path: `${prefix}/notification-preferences`,
      summary: "How each kind of notification reaches me: push, mail or both",
      answer: data(z.array(notificationPreferenceSchema)),
    },
    setPreferences: {
      method: "PUT",
      path: `${prefix}/notification-preferences`,
      summary: "Choose push, mail or both per kind of notification",
      body: updateNotificationPreferencesSchema,
      answer: data(z.array(notificationPreferenceSchema)),
    },
    inbox: {
      method: "GET",
      path: `${prefix}/notifications`,
      summary: "My notifications of the last 30 days, newest first",
      query: listNotificationsSchema,
      answer: page(inboxNotificationSchema, { unread: z.number().int() }),
    },
    readAll: {
      method: "POST",
      path: `${prefix}/notifications/read-all`,
      summary: "Mark all my notifications read",
      answer: data(z.object({ updated: z.number().int() })),
    },
    read: {
      method: "POST",
      path: `${prefix}/notifications/:id/read`,
      summary: "Mark one notification read",
      params: idParamsSchema,
      answer: empty,
    },
  } as const satisfies Record<string, RouteSpec>;
}

/** The console's notifications: its bell, its devices and its preferences (every staff member). */
export const consoleNotificationRoutes = defineRoutes(
  { base: "", tag: "Notifications", callers: ["admin", "staff"] },
  notificationRouteSpecs(""),
);

/** The app's notifications, about the signed-in account (a guardian need not choose a child). */
export const myNotificationRoutes = defineRoutes(
  { base: "/me", tag: "Notifications", callers: ["student", "guardian"] },
  notificationRouteSpecs(""),
);

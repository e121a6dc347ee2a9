import type { NotificationChannelName, NotificationPreference } from "@shared/notification.schema";
import { myNotificationRoutes } from "@shared/notification.routes";
import { apiCall } from "@/lib/api-call";

/** The app's calls about notifications (the account's, not a child's: no X-Student-Id needed). */
export const notificationsApi = {
  publicKey: () => apiCall(myNotificationRoutes.pushKey).then((key) => key.publicKey),
  // The browser's JSON types every field optional; the API answers 400 naming any that is missing.
  subscribe: (subscription: PushSubscriptionJSON) =>
    apiCall(myNotificationRoutes.subscribe, {
      body: {
        endpoint: subscription.endpoint ?? "",
        expirationTime: subscription.expirationTime ?? null,
        keys: { p256dh: subscription.keys?.p256dh ?? "", auth: subscription.keys?.auth ?? "" },
      },
    }),
  unsubscribe: (endpoint: string) => apiCall(myNotificationRoutes.unsubscribe, { body: { endpoint } }),
  preferences: () => apiCall(myNotificationRoutes.preferences),
  setPreference: (type: NotificationPreference["type"], channel: NotificationChannelName) =>
    apiCall(myNotificationRoutes.setPreferences, { body: { channels: { [type]: channel } } }),
  inbox: (cursor?: string) => apiCall(myNotificationRoutes.inbox, { query: { limit: 20, cursor } }),
  markRead: (id: string) => apiCall(myNotificationRoutes.read, { params: { id } }),
  markAllRead: () => apiCall(myNotificationRoutes.readAll),
};

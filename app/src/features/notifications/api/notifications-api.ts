import type {
  InboxNotification,
  NotificationChannelName,
  NotificationPreference,
  PushDevice,
} from "@shared/notification.schema";
import { meRequest, type CursorPage } from "@/lib/api-client";

/** The app's calls about notifications (the account's, not a child's: no X-Student-Id needed). */
export const notificationsApi = {
  publicKey: () =>
    meRequest<{ data: { publicKey: string } }>("/push-subscriptions/key").then((r) => r.data.publicKey),
  subscribe: (subscription: PushSubscriptionJSON) =>
    meRequest<{ data: PushDevice }>("/push-subscriptions", { method: "POST", body: subscription }).then(
      (r) => r.data,
    ),
  unsubscribe: (endpoint: string) =>
    meRequest<void>("/push-subscriptions", { method: "DELETE", body: { endpoint } }),
  preferences: () =>
    meRequest<{ data: NotificationPreference[] }>("/notification-preferences").then((r) => r.data),
  setPreference: (type: NotificationPreference["type"], channel: NotificationChannelName) =>
    meRequest<{ data: NotificationPreference[] }>("/notification-preferences", {
      method: "PUT",
      body: { channels: { [type]: channel } },
    }).then((r) => r.data),
  inbox: (cursor?: string) =>
    meRequest<CursorPage<InboxNotification> & { unread: number }>("/notifications", {
      query: { limit: 20, cursor },
    }),
  markRead: (id: string) =>
    meRequest<void>(`/notifications/${encodeURIComponent(id)}/read`, { method: "POST" }),
  markAllRead: () => meRequest<{ data: { updated: number } }>("/notifications/read-all", { method: "POST" }),
};

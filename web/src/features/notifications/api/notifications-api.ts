import { consoleNotificationRoutes as routes } from "@shared/notification.routes";
import { apiCall } from "@/lib/api-call";

/** The console's notification calls (the bell, this computer's push subscription). */
export const notificationsApi = {
  inbox: (cursor?: string) => apiCall(routes.inbox, { query: { limit: 20, cursor }, quiet: true }),
  markRead: (id: string) => apiCall(routes.read, { params: { id }, quiet: true }),
  markAllRead: () => apiCall(routes.readAll),
  publicKey: () => apiCall(routes.pushKey).then((r) => r.publicKey),
  subscribe: (subscription: PushSubscriptionJSON) =>
    apiCall(routes.subscribe, { body: subscription as never }),
  unsubscribe: (endpoint: string) => apiCall(routes.unsubscribe, { body: { endpoint } }),
};

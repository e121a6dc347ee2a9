import { myNotificationRoutes } from "@shared/notification.routes";
import { apiCall } from "@/lib/api-call";

/** How many of the last 30 days' notifications are unread: the inbox's first page says, one row long. */
export const unreadNotifications = () =>
  apiCall(myNotificationRoutes.inbox, { query: { limit: 1 } }).then((page) => page.unread);

import { appAccountRouter, consoleRouter } from "../api/route-table-router";
import type { HandlerContext } from "../lib/handler-context";
import { consoleNotificationRoutes, myNotificationRoutes } from "../shared/notification.routes";
import { listInbox, markAllRead, markRead } from "./inbox.handler";
import { getNotificationPreferences, setNotificationPreferences } from "./notification-preferences.handler";
import { getPushKey, subscribeDevice, unsubscribeDevice, type Surface } from "./push-subscriptions.handler";

/** The handlers of one surface's notification routes: the same for the console and the app. */
function impls(surface: Surface) {
  return {
    pushKey: () => getPushKey(),
    subscribe: ({ ctx, input }: { ctx: HandlerContext; input: Parameters<typeof subscribeDevice>[1] }) =>
      subscribeDevice(ctx, input, surface),
    unsubscribe: async ({ ctx, input }: { ctx: HandlerContext; input: { endpoint: string } }) => {
      await unsubscribeDevice(ctx, input.endpoint);
      return undefined;
    },
    preferences: ({ ctx }: { ctx: HandlerContext }) => getNotificationPreferences(ctx),
    setPreferences: ({
      ctx,
      input,
    }: {
      ctx: HandlerContext;
      input: Parameters<typeof setNotificationPreferences>[1] extends infer C ? { channels: C } : never;
    }) => setNotificationPreferences(ctx, input.channels),
    inbox: ({ ctx, input }: { ctx: HandlerContext; input: { limit: number; cursor?: string | undefined } }) =>
      listInbox(ctx, input),
    readAll: ({ ctx }: { ctx: HandlerContext }) => markAllRead(ctx),
    read: async ({ ctx, input }: { ctx: HandlerContext; input: { id: string } }) => {
      await markRead(ctx, input.id);
      return undefined;
    },
  };
}

/** /api/push-subscriptions, /api/notification-preferences, /api/notifications (console). */
export const consoleNotificationsRouter = () => consoleRouter(consoleNotificationRoutes, impls("console"));

/** The same under /api/me for the app's account. */
export const myNotificationsRouter = () => appAccountRouter(myNotificationRoutes, impls("app"));

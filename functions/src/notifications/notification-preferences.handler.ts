import { collections } from "../lib/collections";
import type { HandlerContext } from "../lib/handler-context";
import { badRequest } from "../lib/http-error";
import type { NotificationPreference } from "../shared/notification.schema";
import { isConsoleRole } from "./audiences";
import {
  NOTIFICATION_TYPE_NAMES_BY_AUDIENCE,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
} from "./notification-types";
import { storedChannels } from "./notification-preferences";

const typesFor = (ctx: HandlerContext) =>
  NOTIFICATION_TYPE_NAMES_BY_AUDIENCE[isConsoleRole(ctx.actor.role) ? "staff" : "family"];

/** The caller's channel for each type that can reach them. */
export async function getNotificationPreferences(ctx: HandlerContext): Promise<NotificationPreference[]> {
  const stored = await storedChannels(ctx.actor.sub);
  return typesFor(ctx).map((type) => ({
    type,
    label: NOTIFICATION_TYPES[type].label,
    defaultChannel: NOTIFICATION_TYPES[type].defaultChannel,
    channel: stored[type] ?? NOTIFICATION_TYPES[type].defaultChannel,
  }));
}

/** Sets the channels sent (others keep theirs); a type that never reaches the caller is a 400. */
export async function setNotificationPreferences(
  ctx: HandlerContext,
  channels: Partial<Record<NotificationType, NotificationChannel>>,
): Promise<NotificationPreference[]> {
  const allowed = new Set<string>(typesFor(ctx));
  const wrong = Object.keys(channels).filter((t) => !allowed.has(t));
  if (wrong.length > 0)
    throw badRequest("Some fields are not valid.", {
      [`channels.${wrong[0]}`]: "This kind of notification does not reach you.",
    });
  await collections.notificationPreferences.ref(ctx.actor.sub).set({ channels }, { merge: true });
  return getNotificationPreferences(ctx);
}

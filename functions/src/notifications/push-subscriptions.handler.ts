import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import type { HandlerContext } from "../lib/handler-context";
import { badRequest, forbidden } from "../lib/http-error";
import type { PushDevice, PushSubscriptionInput } from "../shared/notification.schema";
import { isPushServiceUrl, vapidKeys } from "./push-sender";

/** Devices one person may have subscribed; one more drops the oldest. */
export const DEVICES_MAX = 20;

export type Surface = "app" | "console";

/** One device per endpoint: the same browser subscribing again is the same document. */
export const subscriptionId = (endpoint: string) =>
  createHash("sha256").update(endpoint).digest("hex").slice(0, 40);

/** A 400 for an endpoint that is not a push service's (see `isPushServiceUrl`). */
export function checkEndpoint(endpoint: string, testHooks?: boolean): void {
  if (isPushServiceUrl(endpoint, testHooks)) return;
  throw badRequest("Some fields are not valid.", {
    endpoint: "The endpoint must be a browser push service's https URL.",
  });
}

export async function getPushKey(): Promise<{ publicKey: string }> {
  return { publicKey: vapidKeys().publicKey };
}

/**
 * Subscribes a device of the caller (or moves an endpoint to them: a shared browser signed in by
 * someone else now notifies the new person). More than DEVICES_MAX drops the oldest.
 */
export async function subscribeDevice(
  ctx: HandlerContext,
  input: PushSubscriptionInput,
  surface: Surface,
): Promise<PushDevice> {
  checkEndpoint(input.endpoint);
  const uid = ctx.actor.sub;
  const id = subscriptionId(input.endpoint);
  const now = Timestamp.fromDate(ctx.now);
  const ref = collections.pushSubscriptions.ref(id);
  const existing = await ref.get();
  const createdAt =
    existing.exists && existing.get("uid") === uid ? (existing.get("createdAt") as Timestamp) : now;
  await ref.set({ uid, surface, endpoint: input.endpoint, keys: input.keys, createdAt, updatedAt: now });
  const mine = await collections.pushSubscriptions.col().where("uid", "==", uid).limit(100).get();
  const oldestFirst = mine.docs.sort(
    (a, b) => (a.get("createdAt") as Timestamp).toMillis() - (b.get("createdAt") as Timestamp).toMillis(),
  );
  const excess = oldestFirst
    .slice(0, Math.max(0, oldestFirst.length - DEVICES_MAX))
    .filter((d) => d.id !== id);
  await Promise.all(excess.map((d) => d.ref.delete()));
  return { id, surface, createdAt: createdAt.toDate().toISOString() };
}

/** Stops pushes to the caller's device with this endpoint (nothing to do if it is not theirs). */
export async function unsubscribeDevice(ctx: HandlerContext, endpoint: string): Promise<void> {
  const ref = collections.pushSubscriptions.ref(subscriptionId(endpoint));
  const snap = await ref.get();
  if (!snap.exists) return;
  if (snap.get("uid") !== ctx.actor.sub) throw forbidden("This device is subscribed by someone else.");
  await ref.delete();
}

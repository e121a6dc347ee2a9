import { FieldPath, Timestamp } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { cursorScope, pageOf } from "../lib/cursor";
import type { HandlerContext } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { InboxNotification } from "../shared/notification.schema";
import { INBOX_DAYS } from "./notify";

const DAY = 24 * 60 * 60 * 1000;

const since = (now: Date) => Timestamp.fromMillis(now.getTime() - INBOX_DAYS * DAY);

function mine(ctx: HandlerContext) {
  return collections.notifications
    .col()
    .where("uid", "==", ctx.actor.sub)
    .where("createdAt", ">=", since(ctx.now));
}

/** The caller's notifications of the last 30 days, newest first, with how many are unread. */
export async function listInbox(
  ctx: HandlerContext,
  input: { limit: number; cursor?: string | undefined },
): Promise<{ data: InboxNotification[]; nextCursor: string | null; unread: number }> {
  const query = mine(ctx).orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
  const [page, unread] = await Promise.all([
    pageOf(query, {
      limit: input.limit,
      cursor: input.cursor,
      collection: "notifications",
      scope: cursorScope("notifications", ctx.actor.sub, input),
    }),
    mine(ctx).where("readAt", "==", null).count().get(),
  ]);
  return {
    data: page.docs.map((d) => ({
      id: d.id,
      type: d.get("type"),
      title: String(d.get("title") ?? ""),
      body: String(d.get("body") ?? ""),
      url: String(d.get("url") ?? "/"),
      createdAt: (d.get("createdAt") as Timestamp).toDate().toISOString(),
      read: d.get("readAt") != null,
    })),
    nextCursor: page.nextCursor,
    unread: unread.data().count,
  };
}

/** Marks one of the caller's notifications read (another person's is a 404, as if absent). */
export async function markRead(ctx: HandlerContext, id: string): Promise<void> {
  const ref = collections.notifications.ref(id);
  const snap = await ref.get();
  if (!snap.exists || snap.get("uid") !== ctx.actor.sub) throw notFound("No such notification.");
  if (snap.get("readAt") == null) await ref.update({ readAt: Timestamp.fromDate(ctx.now) });
}

/** Marks every unread notification of the caller's last 30 days read (bounded batch). */
export async function markAllRead(ctx: HandlerContext): Promise<{ updated: number }> {
  const snap = await mine(ctx).where("readAt", "==", null).limit(500).get();
  const batch = collections.notifications.col().firestore.batch();
  for (const d of snap.docs) batch.update(d.ref, { readAt: Timestamp.fromDate(ctx.now) });
  if (!snap.empty) await batch.commit();
  return { updated: snap.size };
}

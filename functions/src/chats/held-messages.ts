import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { ChatAttachment, SentBy } from "../shared/chat.schema";
import { chatRef } from "./chats.repository";

/**
 * Staff messages to students written during the school's quiet hours wait in `heldMessages`
 * (no client reads that collection: the rules' default deny), and `releaseHeldMessages` posts each
 * one into its chat when the quiet hours end. The message keeps the held document's id, so a
 * release that runs twice (a retried schedule, two overlapping runs) posts it once; the id starts
 * with the time it was written, so messages held together keep their order in the chat (Firestore
 * orders equal `sentAt`s by id).
 */
export interface HeldMessage {
  chatId: string;
  text: string;
  attachment: ChatAttachment | null;
  sentBy: SentBy;
  deliverAt: Date;
}

const heldCol = () => collections.heldMessages.col();

/** An id that sorts by the time the message was written. */
function heldId(at: Date): string {
  return `${String(at.getTime()).padStart(15, "0")}-${randomUUID().slice(0, 8)}`;
}

export async function holdMessage(message: HeldMessage, now: Date): Promise<string> {
  const ref = heldCol().doc(heldId(now));
  await ref.create({
    ...message,
    deliverAt: Timestamp.fromDate(message.deliverAt),
    heldAt: Timestamp.fromDate(now),
    status: "held",
  });
  return ref.id;
}

/** A message as the chat stores it (what a member's client would have written). */
export function messageFields(m: Pick<HeldMessage, "text" | "attachment" | "sentBy">) {
  return {
    text: m.text,
    fileUrl: null,
    ...(m.attachment ? { attachment: m.attachment } : {}),
    sentBy: m.sentBy,
  };
}

/** Enough for one run every 5 minutes; a longer backlog is taken by the next run. */
const RELEASE_BATCH = 200;

/**
 * Posts every held message whose time has come (deliverAt <= now), each in its own transaction:
 * the held document moves to `delivered` as the message is written, so a second run skips it.
 * The message's `sentAt` is its delivery time and `heldSince` the time staff wrote it; the
 * on-message-created trigger then counts it unread and notifies as for any message.
 */
export async function releaseHeldMessages(now: Date): Promise<number> {
  const due = await heldCol()
    .where("status", "==", "held")
    .where("deliverAt", "<=", Timestamp.fromDate(now))
    .orderBy("deliverAt")
    .limit(RELEASE_BATCH)
    .get();
  let released = 0;
  for (const doc of due.docs) {
    const posted = await db().runTransaction(async (tx) => {
      const held = await tx.get(doc.ref);
      if (held.get("status") !== "held") return false;
      const chatId = String(held.get("chatId"));
      const chat = await tx.get(chatRef(chatId));
      if (!chat.exists) {
        tx.update(doc.ref, { status: "undeliverable", releasedAt: Timestamp.fromDate(now) });
        return false;
      }
      const message = chat.ref.collection("messages").doc(doc.id);
      tx.set(message, {
        ...messageFields({
          text: String(held.get("text") ?? ""),
          attachment: (held.get("attachment") as ChatAttachment | null) ?? null,
          sentBy: held.get("sentBy") as SentBy,
        }),
        sentAt: held.get("deliverAt") as Timestamp,
        heldSince: held.get("heldAt") as Timestamp,
      });
      tx.update(doc.ref, { status: "delivered", releasedAt: FieldValue.serverTimestamp() });
      return true;
    });
    if (posted) released += 1;
  }
  if (released > 0) logger.info("Held messages released", { released });
  return released;
}

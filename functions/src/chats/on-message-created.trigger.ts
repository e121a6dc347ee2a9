import { FieldPath, FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { onDocumentCreated } from "firebase-functions/firestore";
import { db } from "../lib/firestore";

/**
 * Keeps each chat's `recentMessage` and `unread` counts (DESIGN §5: never trusted from clients).
 *
 * Idempotent: triggers are delivered at least once, so the message is stamped `countedAt` in the
 * same transaction and a second delivery does nothing. The seed (and the chat bench) write
 * messages that are already reflected in their chat document with `countedAt` set, so creating
 * them counts nothing twice. `recentMessage` only moves forward in time, so two messages whose
 * triggers run out of order still leave the newest one on top, while both are counted as unread.
 */
export const onMessageCreated = onDocumentCreated("chats/{chatId}/messages/{messageId}", async (event) => {
  const messageRef = event.data?.ref;
  if (!messageRef) return;
  const chatRef = db().collection("chats").doc(event.params.chatId);
  await db().runTransaction(async (tx) => {
    const [messageSnap, chatSnap] = await tx.getAll(messageRef, chatRef);
    const message = messageSnap?.data();
    if (!message || message.countedAt) return;
    if (!chatSnap?.exists) {
      logger.warn("Message in a chat that does not exist", { path: messageRef.path });
      return;
    }
    const chat = chatSnap.data() ?? {};
    const sentAt = message.sentAt instanceof Timestamp ? message.sentAt : Timestamp.fromDate(new Date(event.time));
    const current = chat.recentMessage?.sentAt;
    const isNewest = !(current instanceof Timestamp) || sentAt.toMillis() >= current.toMillis();

    const updates: unknown[] = [];
    if (isNewest) {
      updates.push("recentMessage", {
        text: String(message.text ?? ""),
        fileUrl: message.fileUrl ?? null,
        sentBy: { uid: message.sentBy?.uid ?? "", displayName: message.sentBy?.displayName ?? "", photoURL: message.sentBy?.photoURL ?? null },
        sentAt,
      });
    }
    const members: string[] = Array.isArray(chat.members) ? chat.members : [];
    for (const uid of members) {
      if (uid !== message.sentBy?.uid) updates.push(new FieldPath("unread", uid), FieldValue.increment(1));
    }
    if (updates.length > 0) {
      const [field, value, ...rest] = updates as [string | FieldPath, unknown, ...unknown[]];
      tx.update(chatRef, field, value, ...rest);
    }
    tx.update(messageRef, { countedAt: FieldValue.serverTimestamp() });
  });
});

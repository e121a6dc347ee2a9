import { FieldPath, FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { onDocumentCreated } from "firebase-functions/firestore";
import { attachmentSummary } from "../shared/chat.schema";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { addChatPeers, publicProfileRef } from "../users/users.repository";
import { chatMessageCreated } from "../notifications/events";

/**
 * Keeps each chat's `recentMessage` and `unread` counts (never trusted from clients).
 *
 * Idempotent: triggers are delivered at least once, so the message is stamped `countedAt` in the
 * same transaction and a second delivery does nothing. The seed (and the chat bench) write
 * messages that are already reflected in their chat document with `countedAt` set, so creating
 * them counts nothing twice. `recentMessage` only moves forward in time, so two messages whose
 * triggers run out of order still leave the newest one on top, while both are counted as unread.
 *
 * The sender's name and photo on `recentMessage` come from their profile (`users/{uid}`), not from
 * the message, so a forged `sentBy` cannot put someone else's name on the chat list. A staff
 * member who answers a support chat without being a member becomes a peer of its members, so the
 * student may read who answered.
 */
/**
 * The rules take only https links; a message written around them (Admin SDK: the seed, a script)
 * still puts nothing else on the chat list.
 */
function httpsLinkOrNull(url: unknown): string | null {
  return typeof url === "string" && /^https:\/\/\S+$/.test(url) && url.length <= 2048 ? url : null;
}

export const onMessageCreated = onDocumentCreated("chats/{chatId}/messages/{messageId}", async (event) => {
  const messageRef = event.data?.ref;
  if (!messageRef) return;
  const chatRef = collections.chats.ref(event.params.chatId);
  // Messages are never edited (rules), so the sender read from the event is the one stored.
  const senderUid = String(event.data?.get("sentBy.uid") ?? "");
  // Only a uid that names a document can have a profile (an Admin SDK write could put anything).
  const senderRef = publicProfileRef(/^(?!\.\.?$)[^/]+$/.test(senderUid) ? senderUid : "_");
  let told: Parameters<typeof chatMessageCreated>[0] | null = null;
  await db().runTransaction(async (tx) => {
    const [messageSnap, chatSnap, senderSnap] = await tx.getAll(messageRef, chatRef, senderRef);
    const message = messageSnap?.data();
    if (!message || message.countedAt) return;
    if (!chatSnap?.exists) {
      logger.warn("Message in a chat that does not exist", { path: messageRef.path });
      return;
    }
    const chat = chatSnap.data() ?? {};
    const sender = (senderRef.id === senderUid ? senderSnap?.data() : undefined) ?? {};
    const sentAt =
      message.sentAt instanceof Timestamp ? message.sentAt : Timestamp.fromDate(new Date(event.time));
    const current = chat.recentMessage?.sentAt;
    const isNewest = !(current instanceof Timestamp) || sentAt.toMillis() >= current.toMillis();

    const updates: unknown[] = [];
    if (isNewest) {
      updates.push("recentMessage", {
        // A file sent without words still says something in the chat list.
        text: String(message.text ?? "") || attachmentSummary(message.attachment),
        fileUrl: httpsLinkOrNull(message.fileUrl),
        sentBy: {
          uid: senderUid,
          displayName: typeof sender.displayName === "string" ? sender.displayName : "",
          photoURL: typeof sender.photoURL === "string" ? sender.photoURL : null,
        },
        sentAt,
      });
    }
    const members: string[] = Array.isArray(chat.members) ? chat.members : [];
    for (const uid of members) {
      if (uid !== senderUid) updates.push(new FieldPath("unread", uid), FieldValue.increment(1));
    }
    if (senderRef.id === senderUid && chat.type === "support" && !members.includes(senderUid))
      addChatPeers(tx, members, [senderUid]);
    if (updates.length > 0) {
      const [field, value, ...rest] = updates as [string | FieldPath, unknown, ...unknown[]];
      tx.update(chatRef, field, value, ...rest);
    }
    tx.update(messageRef, { countedAt: FieldValue.serverTimestamp() });
    told = {
      ...{ chatId: chatRef.id, messageId: messageRef.id, senderUid, chat, now: new Date(event.time) },
      senderName: typeof sender.displayName === "string" ? sender.displayName : "",
      text: String(message.text ?? "") || attachmentSummary(message.attachment),
      firstMessage: !current,
    };
  });
  // Members who do not have the chat in front of them are told (notifications/events.ts).
  if (told) await chatMessageCreated(told);
});

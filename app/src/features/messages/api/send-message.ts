import {
  attachmentCaptionSchema,
  messageTextSchema,
  type ChatAttachment,
  type SentBy,
} from "@shared/chat.schema";
import { meRoutes } from "@shared/me.routes";
import { addDoc, FieldPath, serverTimestamp, updateDoc } from "firebase/firestore";
import { apiCall } from "@/lib/api-call";
import { rawChatRef, rawMessagesCol } from "./chat-refs";

/**
 * Writes a message straight to Firestore. Offline, the write waits in Firestore's queue (shown
 * as "Sending…") and goes when the connection is back; the promise settles only when the server
 * has answered, so a refusal (the rules) still reaches the screen as a failure with a retry.
 */
export async function sendMessage(
  chatId: string,
  sender: SentBy,
  text: string,
  attachment: ChatAttachment | null = null,
) {
  // With a file the words are an optional caption; without one they are the message.
  const parsed = attachment ? attachmentCaptionSchema.parse(text) : messageTextSchema.parse(text);
  await addDoc(rawMessagesCol(chatId), {
    text: parsed,
    fileUrl: null,
    ...(attachment ? { attachment } : {}),
    sentBy: sender,
    sentAt: serverTimestamp(),
  });
}

/** Resets the reader's own unread count: the one chat write the rules allow a member. */
export async function markChatRead(chatId: string, uid: string) {
  await updateDoc(rawChatRef(chatId), new FieldPath("unread", uid), 0).catch(() => undefined);
}

/** `POST /api/me/support-chat`: the open support chat, or a new one. */
export const openSupportChat = () => apiCall(meRoutes.supportChat);

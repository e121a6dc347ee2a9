import { messageTextSchema, type SentBy } from "@shared/chat.schema";
import { addDoc, serverTimestamp } from "firebase/firestore";
import { rawMessagesCol } from "./chat-refs";

/**
 * Posts a message straight to Firestore (live for everyone at once). The rules check that
 * `sentBy.uid` is the writer, the text is 1-4,000 characters and `sentAt` is the server time; the
 * on-message-created trigger then updates the chat's recentMessage and unread counts.
 */
export async function sendMessage(chatId: string, sender: SentBy, text: string) {
  const parsed = messageTextSchema.parse(text);
  await addDoc(rawMessagesCol(chatId), { text: parsed, fileUrl: null, sentBy: sender, sentAt: serverTimestamp() });
}

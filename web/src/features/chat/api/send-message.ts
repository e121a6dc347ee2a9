import {
  attachmentCaptionSchema,
  messageTextSchema,
  type ChatAttachment,
  type SentBy,
} from "@shared/chat.schema";
import { addDoc, serverTimestamp, type Firestore } from "firebase/firestore";
import { rawMessagesCol } from "./chat-refs";

/**
 * Posts a message straight to Firestore (live for everyone at once). The rules check that
 * `sentBy` is the writer with their own profile's name and photo (pass `ChatPerson.asSender` of
 * the writer's `users` doc, not the session's), the text is 1-4,000 characters (or empty with an
 * attachment, uploaded first with upload-attachment.ts into this chat's folder) and `sentAt` is
 * the server time; the on-message-created trigger then updates the chat's recentMessage and unread.
 */
export async function sendMessage(
  db: Firestore,
  chatId: string,
  sender: SentBy,
  text: string,
  attachment: ChatAttachment | null = null,
) {
  const parsed = attachment ? attachmentCaptionSchema.parse(text) : messageTextSchema.parse(text);
  await addDoc(rawMessagesCol(db, chatId), {
    text: parsed,
    fileUrl: null,
    ...(attachment ? { attachment } : {}),
    sentBy: sender,
    sentAt: serverTimestamp(),
  });
}

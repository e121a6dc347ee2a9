import { chatRoutes } from "@shared/chat.routes";
import { attachmentCaptionSchema, messageTextSchema, type ChatAttachment } from "@shared/chat.schema";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { chatKeys } from "./find-direct-chat";

/**
 * POST /api/chats/:id/messages: staff send through the API, never straight to Firestore, so the
 * school's quiet hours cannot be skipped: into a chat with students, a message written during them
 * is held and delivered when they end (the answer says so). The API signs it with the sender's
 * own profile; an attachment is uploaded first with upload-attachment.ts into this chat's folder.
 * The on-message-created trigger then updates the chat's recentMessage and unread.
 */
export function sendMessage(chatId: string, text: string, attachment: ChatAttachment | null = null) {
  const parsed = attachment ? attachmentCaptionSchema.parse(text) : messageTextSchema.parse(text);
  return apiCall(chatRoutes.send, { params: { id: chatId }, body: { text: parsed, attachment } });
}

/** Checked again each minute, so an open composer notices quiet hours starting or ending. */
const OUTLOOK_REFRESH_MS = 60_000;

/** GET /api/chats/:id/delivery: whether a message sent now would be held, and until when. */
export function useDeliveryOutlook(chatId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...chatKeys.all, "delivery", chatId],
    queryFn: ({ signal }) => apiCall(chatRoutes.delivery, { params: { id: chatId }, signal, quiet: true }),
    enabled,
    refetchInterval: OUTLOOK_REFRESH_MS,
  });
}

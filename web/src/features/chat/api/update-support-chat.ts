import { chatRoutes } from "@shared/chat.routes";
import type { SupportAction } from "@shared/chat.schema";
import { apiCall } from "@/lib/api-call";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** POST /api/chats/:id/support: assign to me, close or reopen (audited on the server). */
export function updateSupportChat(chatId: string, action: SupportAction) {
  return apiCall(chatRoutes.support, { params: { id: chatId }, body: { action } });
}

/** The conversation on screen is live (Firestore): no query to ask again. */
export function useUpdateSupportChat() {
  return useRefreshingMutation(
    ({ chatId, action }: { chatId: string; action: SupportAction }) => updateSupportChat(chatId, action),
    { stale: () => [] },
  );
}

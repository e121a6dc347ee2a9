import { chatRoutes } from "@shared/chat.routes";
import type { SupportAction } from "@shared/chat.schema";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";

/** POST /api/chats/:id/support: assign to me, close or reopen (audited on the server). */
export function updateSupportChat(chatId: string, action: SupportAction) {
  return apiCall(chatRoutes.support, { params: { id: chatId }, body: { action } });
}

export function useUpdateSupportChat() {
  return useMutation({
    mutationFn: ({ chatId, action }: { chatId: string; action: SupportAction }) =>
      updateSupportChat(chatId, action),
  });
}

import type { SupportAction } from "@shared/chat.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/chats/:id/support: assign to me, close or reopen (audited on the server). */
export function updateSupportChat(chatId: string, action: SupportAction) {
  return apiRequest<{ data: { id: string } }>(`/chats/${encodeURIComponent(chatId)}/support`, {
    method: "POST",
    body: { action },
  });
}

export function useUpdateSupportChat() {
  return useMutation({
    mutationFn: ({ chatId, action }: { chatId: string; action: SupportAction }) =>
      updateSupportChat(chatId, action),
  });
}

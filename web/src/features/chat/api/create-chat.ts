import { chatRoutes } from "@shared/chat.routes";
import type { CreateChatInput } from "@shared/chat.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { chatKeys } from "./find-direct-chat";

/** POST /api/chats: a group, or the individual chat with someone (an existing one is reused). */
export function createChat(input: CreateChatInput) {
  return apiCall(chatRoutes.create, { body: input });
}

export function useCreateChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.direct() }),
  });
}

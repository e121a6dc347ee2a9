import type { Chat, CreateChatInput } from "@shared/chat.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { chatKeys } from "./find-direct-chat";

/** POST /api/chats: a group, or the individual chat with someone (an existing one is reused). */
export function createChat(input: CreateChatInput) {
  return apiData<Chat<string>>("/chats", { method: "POST", body: input });
}

export function useCreateChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.direct() }),
  });
}

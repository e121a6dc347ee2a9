import { chatRoutes } from "@shared/chat.routes";
import type { CreateChatInput } from "@shared/chat.schema";
import { apiCall } from "@/lib/api-call";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { chatKeys } from "./find-direct-chat";

/** POST /api/chats: a group, or the individual chat with someone (an existing one is reused). */
export function createChat(input: CreateChatInput) {
  return apiCall(chatRoutes.create, { body: input });
}

export function useCreateChat() {
  return useRefreshingMutation(createChat, { stale: () => [chatKeys.direct()], settleAfterRefresh: true });
}

import { chatRoutes } from "@shared/chat.routes";
import type { Chat } from "@shared/chat.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { ApiError } from "@/lib/api-client";

/** The chat queries that go through the API (the live ones go through reactfire, not this cache). */
export const chatKeys = {
  all: ["chats"] as const,
  direct: () => [...chatKeys.all, "direct"] as const,
  contacts: () => [...chatKeys.all, "contacts"] as const,
};

/** GET /api/chats/direct/:uid: the existing individual chat with that person, or null (a 404). */
export async function findDirectChat(uid: string, signal?: AbortSignal): Promise<Chat<string> | null> {
  try {
    return await apiCall(chatRoutes.direct, { params: { uid }, signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function getDirectChatQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: [...chatKeys.direct(), uid],
    queryFn: ({ signal }) => findDirectChat(uid!, signal),
    enabled: !!uid,
  });
}

export function useDirectChat(uid: string | null) {
  return useQuery(getDirectChatQueryOptions(uid));
}

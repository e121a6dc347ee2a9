import type { Chat } from "@shared/chat.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";

/** The chat queries that go through the API (the live ones go through reactfire, not this cache). */
export const chatKeys = {
  all: ["chats"] as const,
  direct: () => [...chatKeys.all, "direct"] as const,
  contacts: () => [...chatKeys.all, "contacts"] as const,
};

/** GET /api/chats/direct/:uid: the existing individual chat with that person, or null. */
export function findDirectChat(uid: string, signal?: AbortSignal) {
  return apiData<Chat<string> | null>(`/chats/direct/${encodeURIComponent(uid)}`, {
    signal,
  });
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

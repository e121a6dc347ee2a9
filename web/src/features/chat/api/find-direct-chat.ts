import type { Chat } from "@shared/chat.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/chats/direct/:uid: the existing individual chat with that person, or null. */
export function findDirectChat(uid: string, signal?: AbortSignal) {
  return apiRequest<{ data: Chat<string> | null }>(`/chats/direct/${encodeURIComponent(uid)}`, { signal }).then((r) => r.data);
}

export function useDirectChat(uid: string | null) {
  return useQuery({ queryKey: ["chats", "direct", uid], queryFn: ({ signal }) => findDirectChat(uid!, signal), enabled: !!uid });
}

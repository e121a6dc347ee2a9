import type { ChatContact } from "@shared/chat.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/chats/contacts?q=: students with an app account and staff (the browser cannot read students). */
export function listContacts(q: string, signal?: AbortSignal) {
  return apiRequest<{ data: ChatContact[] }>("/chats/contacts", { query: { q, limit: 20 }, signal, quiet: true }).then((r) => r.data);
}

export function useContacts(q: string, enabled = true) {
  return useQuery({ queryKey: ["chats", "contacts", q], queryFn: ({ signal }) => listContacts(q, signal), enabled, placeholderData: keepPreviousData, staleTime: 30_000 });
}

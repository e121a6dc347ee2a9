import type { ChatContact } from "@shared/chat.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { chatKeys } from "./find-direct-chat";

/** GET /api/chats/contacts?q=: students with an app account and staff (the browser cannot read students). */
export function listContacts(q: string, signal?: AbortSignal) {
  return apiData<ChatContact[]>("/chats/contacts", {
    query: { q, limit: 20 },
    signal,
    quiet: true,
  });
}

export function getContactsQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...chatKeys.contacts(), q],
    queryFn: ({ signal }) => listContacts(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useContacts(q: string) {
  return useQuery(getContactsQueryOptions(q));
}

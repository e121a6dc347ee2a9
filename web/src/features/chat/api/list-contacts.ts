import { chatRoutes } from "@shared/chat.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { chatKeys } from "./find-direct-chat";

/** GET /api/chats/contacts?q=: students with an app account and staff (the browser cannot read students). */
export function listContacts(q: string, signal?: AbortSignal) {
  return apiCall(chatRoutes.contacts, { query: { q, limit: 20 }, signal, quiet: true });
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

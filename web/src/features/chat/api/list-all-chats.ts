import { chatRoutes } from "@shared/chat.routes";
import { useInfiniteQuery } from "@tanstack/react-query";
import { routePagesQueryOptions } from "@/lib/api-query";

/** GET /api/chats/all (admins): every conversation, newest activity first, in cursor pages. */
export function useAllChats() {
  return useInfiniteQuery(
    routePagesQueryOptions(["chats", "all"], chatRoutes.all, (cursor) => ({ query: { cursor, limit: 25 } })),
  );
}

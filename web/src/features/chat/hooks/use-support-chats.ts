import type { Chat } from "@shared/chat.schema";
import { supportChatsQuery, unassignedSupportQuery } from "../api/chat-refs";
import { useLiveQuery } from "./use-live";

/** Support chats with the given status, newest activity first (staff read them by rule). */
export function useSupportChats(status: "open" | "closed") {
  return useLiveQuery<Chat>(`support-${status}`, () => supportChatsQuery(status));
}

/** How many open support chats nobody has been assigned yet. */
export function useUnassignedSupportCount(enabled: boolean) {
  const live = useLiveQuery<Chat>(enabled ? "support-unassigned" : null, unassignedSupportQuery);
  return live.data.length;
}

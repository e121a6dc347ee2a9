import type { Chat } from "@shared/chat.schema";
import { useMemo } from "react";
import { myActiveChatsQuery, myNewChatsQuery } from "../api/chat-refs";
import { useLiveQuery } from "./use-live";

/** The signed-in user's chats, live: just-started ones first, then by latest message. */
export function useMyChats(uid: string | null) {
  const active = useLiveQuery<Chat>(uid && `chats-active-${uid}`, () => myActiveChatsQuery(uid!));
  const fresh = useLiveQuery<Chat>(uid && `chats-new-${uid}`, () => myNewChatsQuery(uid!));
  const chats = useMemo(() => {
    const seen = new Set(active.data.map((c) => c.id));
    const started = fresh.data.filter((c) => !seen.has(c.id)).sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
    return [...started, ...active.data];
  }, [active.data, fresh.data]);
  const unreadTotal = uid ? chats.reduce((sum, c) => sum + (c.unread[uid] ?? 0), 0) : 0;
  return {
    chats,
    unreadTotal,
    loading: active.loading || fresh.loading,
    error: active.error ?? fresh.error,
    retry: () => {
      active.retry();
      fresh.retry();
    },
  };
}

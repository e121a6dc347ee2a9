import { useMemo } from "react";
import { useFirestore, useFirestoreCollectionData } from "reactfire";
import { myActiveChatsQuery, myNewChatsQuery } from "../api/chat-refs";

/**
 * The signed-in user's chats, live: just-started ones first, then by latest message. A failed
 * listener throws to the nearest LiveErrorBoundary.
 */
export function useMyChats(uid: string) {
  const db = useFirestore();
  const active = useFirestoreCollectionData(myActiveChatsQuery(db, uid));
  const fresh = useFirestoreCollectionData(myNewChatsQuery(db, uid));
  const chats = useMemo(() => {
    const listed = active.data ?? [];
    const seen = new Set(listed.map((c) => c.id));
    const started = (fresh.data ?? [])
      .filter((c) => !seen.has(c.id))
      .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
    return [...started, ...listed];
  }, [active.data, fresh.data]);
  const unreadTotal = chats.reduce((sum, c) => sum + (c.unread[uid] ?? 0), 0);
  return { chats, unreadTotal, loading: active.status === "loading" || fresh.status === "loading" };
}

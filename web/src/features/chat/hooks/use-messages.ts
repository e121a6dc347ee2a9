import type { ChatMessage } from "@shared/chat.schema";
import { getDocs, type QueryDocumentSnapshot } from "firebase/firestore";
import { useCallback, useMemo, useState } from "react";
import { useFirestore, useFirestoreCollection } from "reactfire";
import { latestMessagesQuery, MESSAGE_PAGE, olderMessagesQuery } from "../api/chat-refs";

/** The pages fetched above the live one, once the user has scrolled up. */
interface History {
  messages: ChatMessage[];
  /** The oldest message fetched: the next page ends before it. */
  oldest: QueryDocumentSnapshot<ChatMessage>;
  hasOlder: boolean;
}

/**
 * A conversation: the newest 50 messages live (limitToLast, through reactfire), and older pages of
 * 50 fetched once each when the user scrolls up (endBefore the oldest one shown). Older pages are
 * history and do not change, so they need no listener. The caller mounts one per chat (keyed by
 * its id). A failed listener or page throws to the nearest LiveErrorBoundary.
 */
export function useMessages(chatId: string) {
  const db = useFirestore();
  const live = useFirestoreCollection(latestMessagesQuery(db, chatId));
  const latest = useMemo(() => live.data?.docs.map((d) => d.data()) ?? [], [live.data]);
  const [history, setHistory] = useState<History | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<Error | null>(null);

  // Once history is shown, messages that slide out of the live page stay on screen: they move to
  // the end of the history as the page moves on (state adjusted while rendering, as React advises
  // for values derived from a changing input).
  const [shownLatest, setShownLatest] = useState(latest);
  if (shownLatest !== latest) {
    setShownLatest(latest);
    if (history) {
      const ids = new Set(latest.map((m) => m.id));
      const slid = shownLatest.filter((m) => !ids.has(m.id));
      if (slid.length > 0) setHistory({ ...history, messages: [...history.messages, ...slid] });
    }
  }

  // Until history loads, the live page's first message is where it starts.
  const before = history?.oldest ?? live.data?.docs[0] ?? null;
  const hasOlder = history ? history.hasOlder : (live.data?.docs.length ?? 0) >= MESSAGE_PAGE;

  const loadOlder = useCallback(async () => {
    if (!before || loadingOlder || !hasOlder) return;
    setLoadingOlder(true);
    try {
      const page = await getDocs(olderMessagesQuery(db, chatId, before));
      setHistory((h) => ({
        messages: [...page.docs.map((d) => d.data()), ...(h?.messages ?? [])],
        oldest: page.docs[0] ?? before,
        hasOlder: page.docs.length >= MESSAGE_PAGE,
      }));
    } catch (error) {
      console.error("Error loading older messages:", error);
      setOlderError(error as Error);
    } finally {
      setLoadingOlder(false);
    }
  }, [db, chatId, before, loadingOlder, hasOlder]);

  if (olderError) throw olderError;
  const seen = new Set(latest.map((m) => m.id));
  const messages = [...(history?.messages ?? []).filter((m) => !seen.has(m.id)), ...latest];
  return { messages, loading: live.status === "loading", loadingOlder, hasOlder, loadOlder };
}

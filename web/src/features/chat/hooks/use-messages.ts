import type { ChatMessage } from "@shared/chat.schema";
import { getDocs, onSnapshot, type QueryDocumentSnapshot } from "firebase/firestore";
import { useCallback, useEffect, useRef, useState } from "react";
import { latestMessagesQuery, MESSAGE_PAGE, olderMessagesQuery } from "../api/chat-refs";

interface State {
  latest: ChatMessage[];
  older: ChatMessage[];
  loading: boolean;
  loadingOlder: boolean;
  hasOlder: boolean;
  error: Error | null;
}

const initial: State = { latest: [], older: [], loading: true, loadingOlder: false, hasOlder: false, error: null };

/**
 * A conversation: the newest 50 messages live (limitToLast), and older pages of 50 fetched once
 * each when the user scrolls up (endBefore the oldest one shown). Older pages are history and do
 * not change, so they need no listener.
 */
export function useMessages(chatId: string | null) {
  const [state, setState] = useState<State>(initial);
  const oldestSnap = useRef<QueryDocumentSnapshot<ChatMessage> | null>(null);
  const olderLoaded = useRef(false);

  useEffect(() => {
    setState(initial);
    oldestSnap.current = null;
    olderLoaded.current = false;
    if (!chatId) return;
    return onSnapshot(
      latestMessagesQuery(chatId),
      (snap) => {
        // The first snapshot of the live page marks where history starts, until older pages load.
        if (!olderLoaded.current) oldestSnap.current = snap.docs[0] ?? null;
        const latest = snap.docs.map((d) => d.data());
        const ids = new Set(latest.map((m) => m.id));
        setState((s) => ({
          ...s,
          latest,
          // Once history is shown, messages that slide out of the live page stay on screen.
          older: olderLoaded.current ? [...s.older, ...s.latest.filter((m) => !ids.has(m.id))] : s.older,
          loading: false,
          hasOlder: olderLoaded.current ? s.hasOlder : snap.docs.length >= MESSAGE_PAGE,
          error: null,
        }));
      },
      (error) => {
        console.error("Error loading messages:", error);
        setState((s) => ({ ...s, loading: false, error }));
      },
    );
  }, [chatId]);

  const loadOlder = useCallback(async () => {
    const before = oldestSnap.current;
    if (!chatId || !before) return;
    setState((s) => (s.loadingOlder || !s.hasOlder ? s : { ...s, loadingOlder: true }));
    try {
      const snap = await getDocs(olderMessagesQuery(chatId, before));
      olderLoaded.current = true;
      oldestSnap.current = snap.docs[0] ?? before;
      setState((s) => ({
        ...s,
        older: [...snap.docs.map((d) => d.data()), ...s.older],
        loadingOlder: false,
        hasOlder: snap.docs.length >= MESSAGE_PAGE,
      }));
    } catch (error) {
      console.error("Error loading older messages:", error);
      setState((s) => ({ ...s, loadingOlder: false, error: error as Error }));
    }
  }, [chatId]);

  const seen = new Set(state.latest.map((m) => m.id));
  const messages = [...state.older.filter((m) => !seen.has(m.id)), ...state.latest];
  return { messages, loading: state.loading, loadingOlder: state.loadingOlder, hasOlder: state.hasOlder, error: state.error, loadOlder };
}

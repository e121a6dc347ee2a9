import { useFirestore, useFirestoreDocData } from "reactfire";
import { chatRef } from "../api/chat-refs";

/** One chat, live, for a chat opened by link (it may not be in the first page of the list). */
export function useChat(id: string) {
  const db = useFirestore();
  const live = useFirestoreDocData(chatRef(db, id));
  return { chat: live.data ?? null, loading: live.status === "loading" };
}

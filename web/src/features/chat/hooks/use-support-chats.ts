import { useFirestore, useFirestoreCollectionData } from "reactfire";
import { supportChatsQuery, unassignedSupportQuery } from "../api/chat-refs";

/** Support chats with the given status, newest activity first (staff read them by rule). */
export function useSupportChats(status: "open" | "closed") {
  const db = useFirestore();
  const live = useFirestoreCollectionData(supportChatsQuery(db, status));
  return { chats: live.data ?? [], loading: live.status === "loading" };
}

/** How many open support chats nobody has been assigned yet. */
export function useUnassignedSupportCount() {
  const db = useFirestore();
  return useFirestoreCollectionData(unassignedSupportQuery(db)).data?.length ?? 0;
}

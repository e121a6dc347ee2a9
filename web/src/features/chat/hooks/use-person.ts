import { useFirestore, useFirestoreDocData } from "reactfire";
import { personRef, type ChatPerson } from "../api/chat-refs";

/** Live name and presence of one person (`users/{uid}`); null while loading or when missing. */
export function usePerson(uid: string): ChatPerson | null {
  const db = useFirestore();
  return useFirestoreDocData(personRef(db, uid)).data ?? null;
}

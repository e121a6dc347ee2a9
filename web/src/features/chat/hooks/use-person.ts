import { personRef, type ChatPerson } from "../api/chat-refs";
import { useLiveDoc } from "./use-live";

/** Live name and presence of one person (`users/{uid}`). */
export function usePerson(uid: string | null | undefined) {
  return useLiveDoc<ChatPerson>(uid ? `person-${uid}` : null, () => personRef(uid!));
}

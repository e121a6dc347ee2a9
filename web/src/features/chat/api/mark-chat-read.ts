import { FieldPath, updateDoc, type Firestore } from "firebase/firestore";
import { rawChatRef } from "./chat-refs";

/** Resets the reader's own unread count: the one chat write the rules allow a client. */
export async function markChatRead(db: Firestore, chatId: string, uid: string) {
  try {
    await updateDoc(rawChatRef(db, chatId), new FieldPath("unread", uid), 0);
  } catch (err) {
    // A count that stays up is a nuisance, not a failure worth interrupting the user for.
    console.error("Error resetting unread count:", err);
  }
}

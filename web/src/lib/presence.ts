import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from "firebase/firestore";
import { firestore } from "./firestore";

/**
 * Presence in `users/{uid}` , written by the browser under firestore.rules (own
 * document; only status, lastSeen and isTyping). Writes are chained so that a quick
 * online/offline/online sequence lands in the order it happened.
 */
let queue: Promise<void> = Promise.resolve();
const enqueue = (write: () => Promise<void>) => (queue = queue.then(write));

/** Online: status "Online", lastSeen null. Offline: status "Offline", lastSeen now. */
export function setUserStatus(uid: string, online: boolean): Promise<void> {
  return enqueue(async () => {
    try {
      const ref = doc(firestore, "users", uid);
      // The seed and the team API create users documents; presence never creates one.
      const snap = await getDoc(ref);
      if (!snap.exists()) {
        console.log(`No user found with id ${uid}; presence not updated.`);
        return;
      }
      await updateDoc(
        ref,
        online ? { status: "Online", lastSeen: null } : { status: "Offline", lastSeen: serverTimestamp() },
      );
    } catch (err) {
      console.error("Error updating user status:", err);
    }
  });
}

/** Marks the user as typing (or not) with a merge write of `isTyping`, for the chat screens. */
export async function setTyping(uid: string, isTyping: boolean): Promise<void> {
  try {
    await setDoc(doc(firestore, "users", uid), { isTyping }, { merge: true });
  } catch (err) {
    console.error("Error updating typing status:", err);
  }
}

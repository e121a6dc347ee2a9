import { connectFirestoreEmulator, getFirestore } from "firebase/firestore";
import { firebaseApp, usesEmulators } from "./firebase";

/**
 * Firestore for what must be live in the browser (presence, chat), initialised once at module
 * scope. Import it only from code loaded after sign-in: it adds ~126 kB that /login must not carry.
 */
export const firestore = getFirestore(firebaseApp);

if (usesEmulators) {
  connectFirestoreEmulator(firestore, "127.0.0.1", 8080);
}

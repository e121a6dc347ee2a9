import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from "firebase/firestore";
import { firebaseApp, usesEmulators } from "./firebase";

/**
 * Firestore for what is live (messages), initialised once at module scope and imported only by
 * code loaded after the first screen. Its cache persists on the device, so a message written
 * offline waits in Firestore's own queue (kept through a reload) and is sent when back online.
 */
export const firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

if (usesEmulators) {
  connectFirestoreEmulator(firestore, "127.0.0.1", 8080);
}

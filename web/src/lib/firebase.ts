import { firebaseWebConfig } from "@shared/firebase-web-config";
import { initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from "firebase/auth";

/**
 * Firebase for the browser, initialised once at module scope. Only `firebase/auth` is loaded here
 * so that /login stays small; Firestore lives in lib/firestore.ts and Storage in lib/storage.ts,
 * loaded after sign-in.
 */
const config = firebaseWebConfig(import.meta.env);

export const firebaseApp = initializeApp(config.options);

/** demo-* projects exist only in the emulator suite. */
export const usesEmulators = config.usesEmulators;

// initializeAuth with explicit persistence leaves out the popup/redirect resolver we do not use.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (usesEmulators) {
  connectAuthEmulator(auth, "http://127.0.0.1:9099", { disableWarnings: true });
}

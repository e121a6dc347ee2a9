import { firebaseWebConfig } from "@shared/firebase-web-config";
import { initializeApp } from "firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from "firebase/auth";

/**
 * Firebase for the app, initialised once at module scope, exactly as the console does: Auth only
 * here (the first screen needs nothing else); Firestore and Storage load after it (lib/live.ts).
 */
const config = firebaseWebConfig(import.meta.env);

export const firebaseApp = initializeApp(config.options);

/** demo-* projects exist only in the emulator suite. */
export const usesEmulators = config.usesEmulators;

// initializeAuth with explicit persistence leaves out the popup/redirect resolver the app never uses.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (usesEmulators) {
  connectAuthEmulator(auth, "http://127.0.0.1:9099", { disableWarnings: true });
}

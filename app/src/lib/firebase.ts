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
const env = import.meta.env;
const projectId: string = env.VITE_FIREBASE_PROJECT_ID ?? "demo-studio-admin";

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? "demo-api-key",
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
  appId: env.VITE_FIREBASE_APP_ID ?? "demo-app",
});

/** demo-* projects exist only in the emulator suite. */
export const usesEmulators = projectId.startsWith("demo-");

// initializeAuth with explicit persistence leaves out the popup/redirect resolver the app never uses.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (usesEmulators) {
  connectAuthEmulator(auth, "http://127.0.0.1:9099", { disableWarnings: true });
}

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
const env = import.meta.env;
const projectId: string = env.VITE_FIREBASE_PROJECT_ID ?? "demo-studio-admin";

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? "demo-api-key",
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  projectId,
  // Storage (lib/storage.ts) uploads here; the emulator and a project made before late 2024 use
  // `<project>.appspot.com`, newer ones `<project>.firebasestorage.app`: set it per deploy.
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
  appId: env.VITE_FIREBASE_APP_ID ?? "demo-app",
});

/** demo-* projects exist only in the emulator suite. */
export const usesEmulators = projectId.startsWith("demo-");

// initializeAuth with explicit persistence leaves out the popup/redirect resolver we do not use.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (usesEmulators) {
  connectAuthEmulator(auth, "http://127.0.0.1:9099", { disableWarnings: true });
}

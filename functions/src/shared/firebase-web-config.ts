/** The build variables (Vite's `import.meta.env`) that name a deploy's Firebase project; each may be unset. */
interface FirebaseWebEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
}

/**
 * The Firebase web options of the console and the app, from the deploy's variables; unset, the
 * demo project the emulator suite runs. `usesEmulators`: demo-* projects exist only there.
 */
export function firebaseWebConfig(env: FirebaseWebEnv) {
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? "demo-studio-admin";
  return {
    options: {
      apiKey: env.VITE_FIREBASE_API_KEY ?? "demo-api-key",
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      // Storage uploads here; the emulator and a project made before late 2024 use
      // `<project>.appspot.com`, newer ones `<project>.firebasestorage.app`: set it per deploy.
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
      appId: env.VITE_FIREBASE_APP_ID ?? "demo-app",
    },
    usesEmulators: projectId.startsWith("demo-"),
  };
}

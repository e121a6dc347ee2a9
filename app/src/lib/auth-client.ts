import type { User } from "firebase/auth";
import type * as FirebaseModule from "./firebase";
import { forgetToken, storeToken, usableToken } from "./stored-token";

/*
 * Firebase Auth, kept off the first screen: a returning visit paints from the hint below and the
 * last-seen data, and calls the API with the stored ID token (lib/stored-token.ts); the SDK loads
 * after the first screen (or at once when there is no usable token) and then owns the session.
 * A signed-out visitor loads it when they start typing on the sign-in page, or when signing in.
 * Whatever loads it first, every `watchUser` listener hears it from then on.
 */
const HINT_KEY = "studio-app.signed-in";

/** Who was signed in on this device when last used (read by index.html's shell script too). */
export const signedInUid = () => localStorage.getItem(HINT_KEY);

let sdk: Promise<typeof FirebaseModule> | undefined;
let markLoaded: (module: typeof FirebaseModule) => void = () => {};
const loaded = new Promise<typeof FirebaseModule>((resolve) => (markLoaded = resolve));

/** Loads Firebase Auth (once) and keeps the stored token and the hint in step with it. */
function firebase() {
  sdk ??= import("./firebase").then(async (module) => {
    module.auth.onIdTokenChanged(async (user) => {
      if (user) {
        localStorage.setItem(HINT_KEY, user.uid);
        storeToken(user.uid, await user.getIdToken());
      } else {
        localStorage.removeItem(HINT_KEY);
        forgetToken();
      }
    });
    await module.auth.authStateReady();
    markLoaded(module);
    return module;
  });
  return sdk;
}

/** Loads Firebase Auth now, if nothing has yet. */
export function loadAuth(): void {
  void firebase();
}

export interface AppUser {
  uid: string;
  email: string | null;
}

const userOf = (user: User | null): AppUser | null => (user ? { uid: user.uid, email: user.email } : null);

/**
 * Calls `listener` with Firebase Auth's word on who is signed in, and on every change, from when it
 * has loaded: watching does not load it (`loadAuth` does, and so does signing in).
 */
export function watchUser(listener: (user: AppUser | null) => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void loaded.then(({ auth }) => {
    if (!stopped) stop = auth.onAuthStateChanged((user) => listener(userOf(user)));
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * An ID token for the API: the stored one while it is good (no SDK needed), else the SDK's
 * (refreshed when about to expire, or when `forceRefresh` after a 401); null when signed out.
 */
export async function idToken(forceRefresh = false): Promise<string | null> {
  const uid = signedInUid();
  const stored = uid && !forceRefresh ? usableToken(uid) : null;
  if (stored) return stored;
  const { auth } = await firebase();
  return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
}

export async function signIn(email: string, password: string): Promise<AppUser> {
  const [{ auth }, { signInWithEmailAndPassword }] = await Promise.all([firebase(), import("firebase/auth")]);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  localStorage.setItem(HINT_KEY, user.uid);
  storeToken(user.uid, await user.getIdToken());
  return userOf(user)!;
}

export async function signOut(): Promise<void> {
  const { auth } = await firebase();
  localStorage.removeItem(HINT_KEY);
  forgetToken();
  await auth.signOut();
}

/** Changes the password after checking the current one (Firebase asks for a recent sign-in). */
export async function changePassword(current: string, next: string): Promise<void> {
  const [{ auth }, { EmailAuthProvider, reauthenticateWithCredential, updatePassword }] = await Promise.all([
    firebase(),
    import("firebase/auth"),
  ]);
  const user = auth.currentUser;
  if (!user?.email) throw new Error("Sign in again to change your password.");
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
  await updatePassword(user, next);
}

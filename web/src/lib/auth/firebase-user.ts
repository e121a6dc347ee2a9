import { onAuthStateChanged, signInWithEmailAndPassword, signOut, type User } from "firebase/auth";
import { auth } from "../firebase";
import { createSession } from "./create-session";

/*
 * Firebase Auth (about 30 kB) is loaded through this module only when it is needed: on sign-in,
 * and once the first signed-in screen is up. Neither /login nor a signed-in page waits for it
 * before painting: the console's own session, in localStorage, says who is signed in.
 */

/** Reports the Firebase user now and whenever it changes; returns the unsubscribe. */
export function watchFirebaseUser(onUser: (user: User | null) => void): () => void {
  return onAuthStateChanged(auth, onUser);
}

/** The Firebase user once Firebase Auth has read its stored state (null: none). */
export async function currentFirebaseUser(): Promise<User | null> {
  await auth.authStateReady();
  return auth.currentUser;
}

export function signOutOfFirebase(): Promise<void> {
  return signOut(auth);
}

/** Signs in with Firebase and exchanges the ID token for a console session. */
export async function signInToConsole(email: string, password: string) {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  try {
    return await createSession(await credential.user.getIdToken());
  } catch (err) {
    // The console refused this account (a student, say): leave no half signed-in state behind.
    await signOut(auth);
    throw err;
  }
}

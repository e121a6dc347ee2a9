import type * as FirebaseUser from "./firebase-user";

/** The Firebase Auth module, loaded once, on first use (see firebase-user.ts). */
let firebaseUser: Promise<typeof FirebaseUser> | undefined;
export const loadFirebaseUser = () => (firebaseUser ??= import("./firebase-user"));

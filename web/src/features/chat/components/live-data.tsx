import type { ReactNode } from "react";
import { FirebaseAppProvider, FirestoreProvider } from "reactfire";
import { useAuth } from "@/lib/auth/use-auth";
import { firebaseApp } from "@/lib/firebase";
import { firestore } from "@/lib/firestore";
import { claimListeners } from "../api/live-cache";

/**
 * reactfire's providers for the chat's live reads (presence, chat lists, messages, badges). Only
 * chat's lazily loaded pieces render it: reactfire imports every Firebase SDK it wraps, which /login
 * and the first paint of a screen must not carry.
 */
export function LiveData({ children }: { children: ReactNode }) {
  const uid = useAuth().auth.user?._id;
  if (uid) claimListeners(uid);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>{children}</FirestoreProvider>
    </FirebaseAppProvider>
  );
}

import { useEffect } from "react";
import { addBeforeLogout } from "./auth/before-logout";
import { useAuth } from "./auth/use-auth";
import type * as Presence from "./presence";
import { useAfterFirstScreen } from "./use-after-first-screen";

// Firestore arrives with the presence module, after the first screen (see useAfterFirstScreen).
// One shared promise, so that the writes still start in the order they were asked for.
let presenceModule: Promise<typeof Presence> | undefined;
const setUserStatus = (uid: string, online: boolean) =>
  (presenceModule ??= import("./presence")).then((presence) => presence.setUserStatus(uid, online));

/**
 * Keeps the signed-in user's presence current: online on sign-in and whenever the page
 * is visible, offline when it is hidden, on sign-out and on unmount. Runs only with a Firebase
 * user, whose credentials the rules check.
 */
export function usePresence() {
  const { currentUser } = useAuth();
  const started = useAfterFirstScreen();
  const uid = started ? currentUser?.uid : undefined;
  useEffect(() => {
    if (!uid) return;
    let signedOut = false;
    void setUserStatus(uid, document.visibilityState !== "hidden");
    const onVisibility = () => void setUserStatus(uid, document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onVisibility);
    // Sign-out must write "Offline" before Firebase forgets the user, so logout waits for it.
    const removeTask = addBeforeLogout(async () => {
      signedOut = true;
      await setUserStatus(uid, false);
    });
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      removeTask();
      if (!signedOut) void setUserStatus(uid, false);
    };
  }, [uid]);
}

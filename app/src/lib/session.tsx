import { createContext, startTransition, use, useEffect, useMemo, useState, type ReactNode } from "react";
import { afterFirstScreen, onFirstInteraction } from "./after-first-screen";
import { loadAuth, signedInUid, watchUser, type AppUser } from "./auth-client";
import { clearCache } from "./offline-cache";
import { onChildChange, selectedChild } from "./selected-child";
import { usableToken } from "./stored-token";

export interface Session {
  /** Null: signed out. Before Firebase Auth has loaded, the user this device last had. */
  user: AppUser | null;
  /** True once Firebase Auth has said who is signed in. */
  confirmed: boolean;
  /** The child a guardian acts for (null for a student, or a guardian who has not chosen). */
  child: string | null;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AppUser | null>(() => {
    const uid = signedInUid();
    return uid ? { uid, email: null } : null;
  });
  const [confirmed, setConfirmed] = useState(false);
  const [child, setChild] = useState(selectedChild);

  useEffect(() => onChildChange(setChild), []);
  useEffect(() => {
    const stop = watchUser((next) => {
      // Auth answers once the first screen is up, and every screen reads the session: as a
      // transition React re-renders them in slices, where a plain update would be one long task.
      startTransition(() => {
        setUser((before) => {
          // Another account on this device (or none): nothing of the last one stays readable.
          if (before && before.uid !== next?.uid) clearCache();
          return next;
        });
        setConfirmed(true);
      });
    });
    const cancel = scheduleAuthLoad();
    return () => {
      cancel();
      stop();
    };
  }, []);

  const value = useMemo(() => ({ user, confirmed, child }), [user, confirmed, child]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

/**
 * Firebase Auth waits for the first screen when the stored token can serve it, and for the first
 * keystroke on the sign-in page (signing in loads it too, so a Sign in tapped on the static shell
 * needs no keystroke). It loads now without a usable token: the API needs it. Answers a cancel
 * function.
 */
function scheduleAuthLoad(): () => void {
  const uid = signedInUid();
  if (uid && usableToken(uid)) return afterFirstScreen(loadAuth);
  if (!uid) return onFirstInteraction(loadAuth);
  loadAuth();
  return () => {};
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

import type { SessionUser } from "@shared/session";
import type { User } from "firebase/auth";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { setUnauthorizedHandler } from "../api-client";
import { notifyError } from "../notify";
import { clearStoredSession, readStoredToken, readStoredUser, storeSession } from "../session-storage";
import { isTokenExpired } from "../token";
import { useAfterFirstScreen } from "../use-after-first-screen";
import { AuthContext, type AuthContextValue } from "./auth-context";
import { runBeforeLogout } from "./before-logout";
import { endSession } from "./end-session";
import { loadFirebaseUser } from "./load-firebase-user";
import { isRenewingSession } from "./session-renewal";

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(() => ({ token: readStoredToken(), user: readStoredUser() }));
  const [endedByUser, setEndedByUser] = useState(false);
  const [currentUser, setCurrentUser] = useState<User | null>(null);
  const afterFirstScreen = useAfterFirstScreen();

  const login = useCallback((token: string, user: SessionUser) => {
    storeSession(token, user);
    setSession({ token, user });
    setEndedByUser(false);
  }, []);

  const logout = useCallback(async (reason: "user" | "expired" = "user") => {
    setEndedByUser(reason === "user");
    // Before the token is forgotten: the server ends the session (a session that answered 401
    // has ended already), and presence goes "Offline" while the Firebase user can still write it.
    await Promise.all([reason === "user" ? endSession() : undefined, runBeforeLogout()]);
    clearStoredSession();
    setSession({ token: null, user: null });
    await loadFirebaseUser()
      .then((firebase) => firebase.signOutOfFirebase())
      .catch((err: unknown) => console.error("Error signing out:", err));
  }, []);

  // The Firebase user (for presence, chat and re-authentication) is watched while there is a
  // session, from once the first screen is up: the screen itself needs only the session.
  const hasSession = session.token !== null;
  useEffect(() => {
    if (!hasSession || !afterFirstScreen) return;
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    void loadFirebaseUser().then((firebase) => {
      if (stopped) return;
      unsubscribe = firebase.watchFirebaseUser((user) => {
        setCurrentUser(user);
        // SPEC §4: when the identity provider reports no user, the app logs out.
        if (!user) {
          clearStoredSession();
          setSession({ token: null, user: null });
        }
      });
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [hasSession, afterFirstScreen]);

  useEffect(() => {
    setUnauthorizedHandler((sentToken) => {
      // Only the session in use ends with a 401: not one already replaced, nor one being renewed.
      const current = readStoredToken();
      if (!current || isRenewingSession() || (sentToken !== null && sentToken !== current)) return;
      notifyError(SESSION_EXPIRED_MESSAGE, { toastId: "session-expired" });
      void logout("expired");
    });
    return () => setUnauthorizedHandler(null);
  }, [logout]);

  // Authentication is re-evaluated on every render, so an `exp` that passed while the tab was open
  // sends the next navigation to /login.
  const isAuthenticated = !isTokenExpired(session.token) && session.user !== null;
  const value = useMemo<AuthContextValue>(
    () => ({
      auth: { isAuthenticated, token: session.token, user: session.user, endedByUser },
      login,
      logout,
      currentUser,
    }),
    [isAuthenticated, session, endedByUser, login, logout, currentUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

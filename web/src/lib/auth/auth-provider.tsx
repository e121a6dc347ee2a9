import type { SessionUser } from "@shared/session";
import { onAuthStateChanged, signOut, type User } from "firebase/auth";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { setUnauthorizedHandler } from "../api-client";
import { auth as firebaseAuth } from "../firebase";
import { notifyError } from "../notify";
import { clearStoredSession, readStoredToken, readStoredUser, storeSession } from "../session-storage";
import { isTokenExpired } from "../token";
import { AuthContext, type AuthContextValue } from "./auth-context";
import { runBeforeLogout } from "./before-logout";
import { isRenewingSession } from "./session-renewal";

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(() => ({ token: readStoredToken(), user: readStoredUser() }));
  const [endedByUser, setEndedByUser] = useState(false);
  const [currentUser, setCurrentUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);

  const login = useCallback((token: string, user: SessionUser) => {
    storeSession(token, user);
    setSession({ token, user });
    setEndedByUser(false);
  }, []);

  const logout = useCallback(async (reason: "user" | "expired" = "user") => {
    setEndedByUser(reason === "user");
    // Presence goes "Offline" while the Firebase user can still write it.
    await runBeforeLogout();
    clearStoredSession();
    setSession({ token: null, user: null });
    await signOut(firebaseAuth).catch((err: unknown) => console.error("Error signing out:", err));
  }, []);

  useEffect(
    () =>
      onAuthStateChanged(firebaseAuth, (user) => {
        setCurrentUser(user);
        setLoading(false);
        // SPEC §4: when the identity provider reports no user, the app logs out.
        if (!user) {
          clearStoredSession();
          setSession({ token: null, user: null });
        }
      }),
    [],
  );

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
      loading,
    }),
    [isAuthenticated, session, endedByUser, login, logout, currentUser, loading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

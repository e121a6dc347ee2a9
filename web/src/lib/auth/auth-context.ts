import type { SessionUser } from "@shared/session";
import type { User } from "firebase/auth";
import { createContext } from "react";

export interface AuthState {
  isAuthenticated: boolean;
  token: string | null;
  user: SessionUser | null;
  /** The last session was ended by the user (Logout), so sign-in starts afresh at the dashboard. */
  endedByUser: boolean;
}

/** The auth context. */
export interface AuthContextValue {
  auth: AuthState;
  login: (token: string, user: SessionUser) => void;
  /** Ends the session; `expired` (the default is the user's own choice) keeps the page to come back to. */
  logout: (reason?: "user" | "expired") => Promise<void>;
  /**
   * The Firebase Auth user, when the identity provider has one. Known a moment after the first
   * screen (Firebase Auth loads late, see lib/auth/firebase-user.ts); null until then.
   */
  currentUser: User | null;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

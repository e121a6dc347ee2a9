import type { Role } from "./roles";

/** The signed-in user as the API returns it and the web keeps in localStorage `user`. */
export interface SessionUser {
  _id: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  role: Role;
}

/** Claims of the console's session JWT. */
export interface SessionClaims {
  sub: string;
  role: Role;
  email: string;
  name: string;
  /**
   * The console session's id, which logout ends and the lock screen locks on the server. Every
   * console session has one; a student's Firebase ID token (the `/api/me` actor) has none.
   */
  sid?: string;
  iat: number;
  exp: number;
}

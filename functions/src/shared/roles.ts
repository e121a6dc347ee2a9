/**
 * Roles are Firebase Auth custom claims (`role`). Only staff and admins may use the console;
 * students and guardians use the app (`/api/me/*`), a guardian acting for a linked child.
 */
export const ROLES = ["admin", "staff", "student", "guardian"] as const;
export type Role = (typeof ROLES)[number];
export const CONSOLE_ROLES: readonly Role[] = ["admin", "staff"];
/** The roles of the app: they call `/api/me/*` with a Firebase ID token, never get a console session. */
export const APP_ROLES = ["student", "guardian"] as const satisfies readonly Role[];
export type AppRole = (typeof APP_ROLES)[number];
export const isAppRole = (value: unknown): value is AppRole =>
  typeof value === "string" && (APP_ROLES as readonly string[]).includes(value);

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

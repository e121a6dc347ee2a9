/** Roles are Firebase Auth custom claims (`role`). Only staff and admins may use the console. */
export const ROLES = ["admin", "staff", "student"] as const;
export type Role = (typeof ROLES)[number];
export const CONSOLE_ROLES: readonly Role[] = ["admin", "staff"];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

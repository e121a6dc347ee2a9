import { z } from "zod";
import { uidSchema } from "./id.schema";
import type { Role } from "./roles";
import { accountEmail, requiredText } from "./text-fields.schema";

/** The roles a team member can have: the console's roles (students are enrolled, not invited). */
export const TEAM_ROLES = ["admin", "staff"] as const satisfies readonly Role[];
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * - invited: the account exists but its owner has not set a password or signed in yet;
 * - active: they have (and the account is enabled);
 * - disabled: an admin disabled it (it cannot sign in; its sessions ended).
 */
export const TEAM_STATUSES = ["invited", "active", "disabled"] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/** A staff member or admin as GET /api/team lists them. */
export interface TeamMember {
  /** The Firebase Auth uid. */
  _id: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  role: TeamRole;
  status: TeamStatus;
  /** ISO time of the last sign-in (Auth's metadata); null while invited. */
  lastSignInAt: string | null;
  /** ISO time of the (latest) invitation; null for accounts made otherwise. */
  invitedAt: string | null;
}

const roleSchema = z.enum(TEAM_ROLES, { error: "Choose admin or staff." });

/** POST /api/team: the invite form. */
export const inviteTeamMemberSchema = z.object({
  email: accountEmail("Enter their email address."),
  displayName: requiredText("Enter their name.", 80),
  role: roleSchema,
});
export type InviteTeamMemberInput = z.input<typeof inviteTeamMemberSchema>;
export type InviteTeamMemberFields = z.output<typeof inviteTeamMemberSchema>;

/** PATCH /api/team/:id/role */
export const changeTeamRoleSchema = z.object({ role: roleSchema });
export type ChangeTeamRoleInput = z.infer<typeof changeTeamRoleSchema>;

/** The `:id` of a team route: a Firebase Auth uid. */
export const teamIdParamsSchema = z.object({ id: uidSchema });

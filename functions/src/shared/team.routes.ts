import { z } from "zod";
import { data, defineRoutes, typed } from "./route-contract";
import {
  changeTeamRoleSchema,
  inviteTeamMemberSchema,
  teamIdParamsSchema,
  type TeamMember,
} from "./team.schema";

const member = typed<TeamMember>("A member of the staff team.");

/** /api/team: the staff team, for admins only. */
export const teamRoutes = defineRoutes(
  { base: "/team", tag: "Team", callers: ["admin"] },
  {
    list: { method: "GET", path: "/", summary: "The team", answer: data(typed<TeamMember[]>("The team.")) },
    invite: {
      method: "POST",
      path: "/",
      summary: "Invite a member",
      body: inviteTeamMemberSchema,
      answer: data(member, 201),
    },
    changeRole: {
      method: "PATCH",
      path: "/:id/role",
      summary: "Change a member's role",
      params: teamIdParamsSchema,
      body: changeTeamRoleSchema,
      answer: data(member),
    },
    disable: {
      method: "POST",
      path: "/:id/disable",
      summary: "Disable a member",
      params: teamIdParamsSchema,
      answer: data(member),
    },
    enable: {
      method: "POST",
      path: "/:id/enable",
      summary: "Enable a member",
      params: teamIdParamsSchema,
      answer: data(member),
    },
    resendInvite: {
      method: "POST",
      path: "/:id/invite",
      summary: "Send an invitation again",
      params: teamIdParamsSchema,
      answer: data(member),
    },
    revokeInvite: {
      method: "DELETE",
      path: "/:id",
      summary: "Revoke an invitation not yet accepted",
      params: teamIdParamsSchema,
      answer: data(z.object({ revoked: z.string() })),
    },
  },
);

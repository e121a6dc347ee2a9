import { Router, type Request } from "express";
import { contextOf } from "../api/request-context";
import { parseInput } from "../api/middleware/validate";
import { changeTeamRoleSchema, inviteTeamMemberSchema, teamIdParamsSchema } from "../shared/team.schema";
import { changeTeamRole } from "./change-team-role.handler";
import { inviteTeamMember } from "./invite-team-member.handler";
import { listTeam } from "./list-team.handler";
import { resendTeamInvite } from "./resend-invite.handler";
import { revokeTeamInvite } from "./revoke-invite.handler";
import { disableTeamMember, enableTeamMember } from "./set-team-member-disabled.handler";

/** The path id (a uid), inside the input as every handler takes it. */
const idOf = (req: Request) => ({ id: parseInput(teamIdParamsSchema, req.params).id });

/** /api/team (issue 13), mounted for admins only. */
export function teamRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json({ data: await listTeam({ ctx: contextOf(req), input: {} }) });
  });
  router.post("/", async (req, res) => {
    const input = parseInput(inviteTeamMemberSchema, req.body);
    res.status(201).json({ data: await inviteTeamMember({ ctx: contextOf(req), input }) });
  });
  router.patch("/:id/role", async (req, res) => {
    const input = { ...parseInput(changeTeamRoleSchema, req.body), ...idOf(req) };
    res.json({ data: await changeTeamRole({ ctx: contextOf(req), input }) });
  });
  router.post("/:id/disable", async (req, res) => {
    res.json({ data: await disableTeamMember({ ctx: contextOf(req), input: idOf(req) }) });
  });
  router.post("/:id/enable", async (req, res) => {
    res.json({ data: await enableTeamMember({ ctx: contextOf(req), input: idOf(req) }) });
  });
  router.post("/:id/invite", async (req, res) => {
    res.json({ data: await resendTeamInvite({ ctx: contextOf(req), input: idOf(req) }) });
  });
  router.delete("/:id", async (req, res) => {
    res.json({ data: await revokeTeamInvite({ ctx: contextOf(req), input: idOf(req) }) });
  });
  return router;
}

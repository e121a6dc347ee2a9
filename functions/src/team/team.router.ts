import { Router, type Request } from "express";
import { dataRoute, fromBody, noInput } from "../api/data-route";
import { parseInput } from "../api/middleware/validate";
import * as schema from "../shared/team.schema";
import { changeTeamRole } from "./change-team-role.handler";
import { inviteTeamMember } from "./invite-team-member.handler";
import { listTeam } from "./list-team.handler";
import { resendTeamInvite } from "./resend-invite.handler";
import { revokeTeamInvite } from "./revoke-invite.handler";
import { disableTeamMember, enableTeamMember } from "./set-team-member-disabled.handler";

/** The path id (a uid), inside the input as every handler takes it. */
const idOf = (req: Request) => ({ id: parseInput(schema.teamIdParamsSchema, req.params).id });

/** /api/team (issue 13), mounted for admins only. */
export function teamRouter() {
  const router = Router();
  router.get("/", dataRoute(listTeam, noInput));
  router.post("/", dataRoute(inviteTeamMember, fromBody(schema.inviteTeamMemberSchema), 201));
  router.patch(
    "/:id/role",
    dataRoute(changeTeamRole, (req) => ({
      ...parseInput(schema.changeTeamRoleSchema, req.body),
      ...idOf(req),
    })),
  );
  router.post("/:id/disable", dataRoute(disableTeamMember, idOf));
  router.post("/:id/enable", dataRoute(enableTeamMember, idOf));
  router.post("/:id/invite", dataRoute(resendTeamInvite, idOf));
  router.delete("/:id", dataRoute(revokeTeamInvite, idOf));
  return router;
}

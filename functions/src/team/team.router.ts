import { consoleRouter } from "../api/route-table-router";
import { teamRoutes } from "../shared/team.routes";
import { changeTeamRole } from "./change-team-role.handler";
import { inviteTeamMember } from "./invite-team-member.handler";
import { listTeam } from "./list-team.handler";
import { resendTeamInvite } from "./resend-invite.handler";
import { revokeTeamInvite } from "./revoke-invite.handler";
import { disableTeamMember, enableTeamMember } from "./set-team-member-disabled.handler";

/** /api/team: the handlers of `teamRoutes` (admins only). */
export function teamRouter() {
  return consoleRouter(teamRoutes, {
    list: listTeam,
    invite: inviteTeamMember,
    changeRole: changeTeamRole,
    disable: disableTeamMember,
    enable: enableTeamMember,
    resendInvite: resendTeamInvite,
    revokeInvite: revokeTeamInvite,
  });
}

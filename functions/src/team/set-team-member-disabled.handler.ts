import type { HandlerArgs } from "../lib/handler-context";
import type { TeamMember } from "../shared/team.schema";
import { changeTeamAccess } from "./team-access";

/** POST /api/team/:id/disable: the account cannot sign in and its sessions end; 409 for the last admin. */
export async function disableTeamMember({ ctx, input }: HandlerArgs<{ id: string }>): Promise<TeamMember> {
  return changeTeamAccess(ctx, input.id, { disabled: true });
}

/** POST /api/team/:id/enable */
export async function enableTeamMember({ ctx, input }: HandlerArgs<{ id: string }>): Promise<TeamMember> {
  return changeTeamAccess(ctx, input.id, { disabled: false });
}

import type { HandlerArgs } from "../lib/handler-context";
import type { ChangeTeamRoleInput, TeamMember } from "../shared/team.schema";
import { changeTeamAccess } from "./team-access";

/** PATCH /api/team/:id/role: 409 when it would demote the last active admin. */
export async function changeTeamRole({
  ctx,
  input,
}: HandlerArgs<ChangeTeamRoleInput & { id: string }>): Promise<TeamMember> {
  return changeTeamAccess(ctx, input.id, { role: input.role });
}

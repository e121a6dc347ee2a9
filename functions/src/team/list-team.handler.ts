import type { HandlerArgs } from "../lib/handler-context";
import type { TeamMember } from "../shared/team.schema";
import { listTeamMembers, syncTeamMirrorOf } from "./team.repository";

/** GET /api/team (admins): staff and admins with role, status and last sign-in. */
export async function listTeam({ ctx }: HandlerArgs<Record<string, never>>): Promise<TeamMember[]> {
  // The admin looking is on the list even if their account predates the team's mirror.
  await syncTeamMirrorOf(ctx.actor.sub);
  return listTeamMembers();
}

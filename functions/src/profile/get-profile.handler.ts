import type { HandlerArgs } from "../lib/handler-context";
import type { MyProfile } from "../shared/profile.schema";
import { readMyProfile } from "./profile.repository";

/** GET /api/profile: the caller's own profile. */
export async function getMyProfile({ ctx }: HandlerArgs<Record<string, never>>): Promise<MyProfile> {
  return readMyProfile(ctx.actor.sub);
}

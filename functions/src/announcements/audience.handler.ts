import type { HandlerArgs, HandlerContext } from "../lib/handler-context";
import type { Audience, AudienceOptions } from "../shared/announcement.schema";
import { audienceOptions, countAudience } from "./announcements.repository";

/** Groups and programs to choose from, each with the active students it reaches. */
export async function getAudienceOptions(_args: {
  ctx: HandlerContext;
  input: Record<string, never>;
}): Promise<AudienceOptions> {
  return audienceOptions();
}

/** How many active students an audience reaches (each student once). */
export async function getAudienceCount({
  input,
}: HandlerArgs<{ audience: Audience }>): Promise<{ students: number }> {
  return { students: await countAudience(input.audience) };
}

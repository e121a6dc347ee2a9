import type { HandlerArgs } from "../lib/handler-context";
import { sessionIdOf } from "./end-session.handler";
import { lockSession as lockSessionMark } from "./session-marks.repository";
import { accountStates } from "./session-validity";

/**
 * POST /api/auth/lock: the lock screen locks the caller's session on the server. Until it is
 * unlocked (`POST /api/auth/unlock`, with a password proven after the lock) every other route
 * answers 423 `locked`, except logout: on this instance at once, on the others within their
 * account check (≤ 60 s).
 */
export async function lockSession({ ctx }: HandlerArgs<Record<string, never>>): Promise<{ locked: true }> {
  const uid = ctx.actor.sub;
  await lockSessionMark(uid, sessionIdOf(ctx.actor), ctx.actor.exp, Math.floor(ctx.now.getTime() / 1000));
  accountStates.invalidate(uid);
  return { locked: true };
}

import type { HandlerArgs } from "../lib/handler-context";
import { unauthenticated } from "../lib/http-error";
import type { SessionClaims } from "../shared/session";
import { endSession } from "./session-marks.repository";
import { accountStates } from "./session-validity";

/** The session id of a console session (every one has it: `verifySessionToken` refuses others). */
export function sessionIdOf(actor: SessionClaims): string {
  if (!actor.sid) throw unauthenticated();
  return actor.sid;
}

/**
 * POST /api/auth/logout: ends the caller's session on the server, so a copy of its token taken
 * before (a shared computer, a browser extension) stops working too: on this instance at once (its
 * cached account read is dropped), on the others within their account check (≤ 60 s). Works on a
 * locked session. Sign-in is not audited, so neither is logout.
 */
export async function logout({ ctx }: HandlerArgs<Record<string, never>>): Promise<{ ok: true }> {
  const uid = ctx.actor.sub;
  await endSession(uid, sessionIdOf(ctx.actor), ctx.actor.exp, Math.floor(ctx.now.getTime() / 1000));
  accountStates.invalidate(uid);
  return { ok: true };
}

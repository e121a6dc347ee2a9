import { getAuth } from "firebase-admin/auth";
import { writeAudit } from "../lib/audit";
import type { HandlerArgs } from "../lib/handler-context";
import { syncAccountStatus } from "../users/account-status";
import { accountStates } from "./session-validity";

/**
 * POST /api/auth/sign-out-everywhere: ends every session of the caller, this one included.
 * Revoking the refresh tokens moves Firebase's tokensValidAfterTime to now, which `authenticate`
 * compares with each session's iat; other instances see it within their cache time (≤ 60 s), this
 * one at once. Firebase clients elsewhere must sign in again too: their refresh tokens are dead.
 */
export async function signOutEverywhere({ ctx }: HandlerArgs<Record<string, never>>): Promise<{ ok: true }> {
  const uid = ctx.actor.sub;
  await getAuth().revokeRefreshTokens(uid);
  accountStates.invalidate(uid);
  // The ID tokens the browsers still hold stop opening Firestore and Storage too.
  await syncAccountStatus(uid);
  await writeAudit(ctx.actor, { action: "auth.sign-out-everywhere", resource: "users", resourceId: uid });
  return { ok: true };
}

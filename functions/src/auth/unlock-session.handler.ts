import { getAuth, type DecodedIdToken } from "firebase-admin/auth";
import { logger } from "firebase-functions";
import type { HandlerArgs } from "../lib/handler-context";
import { forbidden } from "../lib/http-error";
import { sessionIdOf } from "./end-session.handler";
import { unlockSession as unlockSessionMark } from "./session-marks.repository";
import { accountStates } from "./session-validity";
import type { UnlockSessionInput } from "./unlock-session.schema";

export const UNLOCK_REFUSED_MESSAGE = "Your password could not be confirmed. Enter it again, or log out.";

async function verified(idToken: string): Promise<DecodedIdToken | null> {
  try {
    // Checks revocation too: a token from before "sign out everywhere" proves nothing.
    return await getAuth().verifyIdToken(idToken, true);
  } catch {
    return null;
  }
}

/**
 * POST /api/auth/unlock {idToken}: unlocks the caller's locked session. The ID token must be the
 * same account's and come from a sign-in (re-authentication with the password) no earlier than
 * the lock, so a token the browser already held cannot unlock it. Both are whole seconds: a
 * sign-in in the very second of the lock counts. 403 otherwise, and the session stays locked.
 * Unlocking a session that is not locked is a no-op.
 */
export async function unlockSession({
  ctx,
  input,
}: HandlerArgs<UnlockSessionInput>): Promise<{ locked: false }> {
  const uid = ctx.actor.sub;
  const sid = sessionIdOf(ctx.actor);
  const token = await verified(input.idToken);
  if (!token || token.uid !== uid) {
    logger.warn("Unlock refused", { uid, reason: token ? "another account's token" : "invalid token" });
    throw forbidden(UNLOCK_REFUSED_MESSAGE);
  }
  await unlockSessionMark(uid, sid, Math.floor(ctx.now.getTime() / 1000), (lockedAt) => {
    if (lockedAt !== null && token.auth_time < lockedAt) {
      logger.warn("Unlock refused", { uid, reason: "signed in before the lock" });
      throw forbidden(UNLOCK_REFUSED_MESSAGE);
    }
  });
  accountStates.invalidate(uid);
  return { locked: false };
}

import type { NextFunction, Request, Response } from "express";
import { logger } from "firebase-functions";
import { verifySessionToken } from "../../auth/session-token";
import {
  accountStates,
  sessionLocked,
  sessionRefusal,
  type AccountStateCache,
} from "../../auth/session-validity";
import type { SessionClaims } from "../../shared/session";
import { locked, unauthenticated } from "../../lib/http-error";

declare module "express-serve-static-core" {
  interface Request {
    /** Set by `authenticate` for every route behind it. */
    session?: SessionClaims;
    /** Set by `authenticate`: the lock screen locked this session (`refuseLockedSession`). */
    sessionLocked?: boolean;
  }
}

export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

/**
 * Requires `Authorization: Bearer <session JWT>` whose account is still enabled, still has the
 * session's role and has not revoked its sessions since, and a session that was not
 * logged out; 401 otherwise. A locked session passes, marked, for the routes that take one
 * (unlock, logout); `refuseLockedSession` stops it before every other route.
 */
export function authenticate(
  getSecret: () => string,
  accounts: Pick<AccountStateCache, "get"> & Partial<Pick<AccountStateCache, "invalidate">> = accountStates,
) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) return next(unauthenticated());
    const claims = verifySessionToken(token, getSecret());
    if (!claims) return next(unauthenticated("Your session has expired. Please sign in again."));
    // A failed read (Auth unreachable) is a 500, not a 401: the web would sign everyone out.
    let account = await accounts.get(claims.sub);
    // This instance's cached lock may have been lifted through another instance: a locked verdict
    // is read again before it is answered, or an unlocked console would be sent back to its lock
    // screen for the rest of the cache's life. Only a locked session pays the extra read.
    if (sessionLocked(claims, account) && accounts.invalidate) {
      accounts.invalidate(claims.sub);
      account = await accounts.get(claims.sub);
    }
    const refusal = sessionRefusal(claims, account);
    if (refusal) {
      logger.warn("Session refused", { uid: claims.sub, reason: refusal, iat: claims.iat });
      return next(unauthenticated(SESSION_ENDED_MESSAGE));
    }
    req.session = claims;
    req.sessionLocked = sessionLocked(claims, account);
    return next();
  };
}

export const SESSION_LOCKED_MESSAGE = "Studio Admin is locked. Enter your password to unlock it.";

/** 423 `locked` for a session the lock screen locked; put it after the routes a locked session may use. */
export function refuseLockedSession() {
  return (req: Request, _res: Response, next: NextFunction) =>
    next(req.sessionLocked ? locked(SESSION_LOCKED_MESSAGE) : undefined);
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/** The session of a request behind `authenticate`. */
export function sessionOf(req: Request): SessionClaims {
  if (!req.session) throw unauthenticated();
  return req.session;
}

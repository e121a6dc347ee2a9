import type { NextFunction, Request, Response } from "express";
import { logger } from "firebase-functions";
import { verifySessionToken } from "../../auth/session-token";
import { accountStates, sessionRefusal, type AccountStateCache } from "../../auth/session-validity";
import type { SessionClaims } from "../../shared/session";
import { unauthenticated } from "../../lib/http-error";

declare module "express-serve-static-core" {
  interface Request {
    /** Set by `authenticate` for every route behind it. */
    session?: SessionClaims;
  }
}

export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

/**
 * Requires `Authorization: Bearer <session JWT>` whose account is still enabled, still has the
 * session's role and has not revoked its sessions since (DESIGN §3); 401 otherwise.
 */
export function authenticate(
  getSecret: () => string,
  accounts: Pick<AccountStateCache, "get"> = accountStates,
) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) return next(unauthenticated());
    const claims = verifySessionToken(token, getSecret());
    if (!claims) return next(unauthenticated("Your session has expired. Please sign in again."));
    // A failed read (Auth unreachable) is a 500, not a 401: the web would sign everyone out.
    const refusal = sessionRefusal(claims, await accounts.get(claims.sub));
    if (refusal) {
      logger.warn("Session refused", { uid: claims.sub, reason: refusal, iat: claims.iat });
      return next(unauthenticated(SESSION_ENDED_MESSAGE));
    }
    req.session = claims;
    return next();
  };
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

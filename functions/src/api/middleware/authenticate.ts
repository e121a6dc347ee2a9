import type { NextFunction, Request, Response } from "express";
import { verifySessionToken } from "../../auth/session-token";
import type { SessionClaims } from "../../shared/session";
import { unauthenticated } from "../http-error";

declare module "express-serve-static-core" {
  interface Request {
    /** Set by `authenticate` for every route behind it. */
    session?: SessionClaims;
  }
}

/** Requires `Authorization: Bearer <session JWT>`; 401 otherwise. */
export function authenticate(getSecret: () => string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.get("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return next(unauthenticated());
    const claims = verifySessionToken(match[1], getSecret());
    if (!claims) return next(unauthenticated("Your session has expired. Please sign in again."));
    req.session = claims;
    return next();
  };
}

/** The session of a request behind `authenticate`. */
export function sessionOf(req: Request): SessionClaims {
  if (!req.session) throw unauthenticated();
  return req.session;
}

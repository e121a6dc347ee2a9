import type { NextFunction, Request, Response } from "express";
import type { Role } from "../../shared/roles";
import { forbidden, unauthenticated } from "../../lib/http-error";

/** Lets the request through only for the given roles; put it after `authenticate`. */
export function requireRole(...roles: Role[]) {
  const middleware = (req: Request, _res: Response, next: NextFunction) => {
    if (!req.session) return next(unauthenticated());
    if (!roles.includes(req.session.role)) return next(forbidden());
    return next();
  };
  // Marked so a test can check that every mounted router is guarded by a role.
  return Object.assign(middleware, { requiredRoles: roles });
}

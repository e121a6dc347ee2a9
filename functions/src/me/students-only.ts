import type { NextFunction, Request, Response } from "express";
import { forbidden } from "../lib/http-error";

/**
 * For the `/api/me` routes that act in the student's own name (opening the support chat, filing a
 * bug report): a guardian may read their child's app but does not yet write as them.
 */
export function studentsOnly(req: Request, _res: Response, next: NextFunction) {
  if (req.student?.actor.role !== "student") {
    return next(forbidden("Guardians cannot do this in their child's name yet."));
  }
  return next();
}

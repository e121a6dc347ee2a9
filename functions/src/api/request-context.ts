import type { Request } from "express";
import { requestNow } from "../lib/clock";
import type { AppAccountContext, HandlerContext, StudentContext } from "../lib/handler-context";
import { childRequired, unauthenticated } from "../lib/http-error";
import { sessionOf } from "./middleware/authenticate";

/** The handler context of a request behind `authenticate`: its session, and one clock reading. */
export function contextOf(req: Request, now: Date = requestNow(req)): HandlerContext {
  return { actor: sessionOf(req), now };
}

/**
 * The handler context of a request behind `authenticateStudent`, about one student: a guardian
 * who named no child gets 400 `child_required`.
 */
export function studentContextOf(req: Request, now: Date = requestNow(req)): StudentContext {
  if (!req.student) throw unauthenticated();
  const { actor, student } = req.student;
  if (!student) throw childRequired();
  return { actor, student, now };
}

/** The same for the routes about the caller's own account: a guardian need not name a child. */
export function appAccountContextOf(req: Request, now: Date = requestNow(req)): AppAccountContext {
  if (!req.student) throw unauthenticated();
  return { actor: req.student.actor, student: req.student.student, now };
}

import type { Request } from "express";
import type { HandlerContext, StudentContext } from "../lib/handler-context";
import { unauthenticated } from "../lib/http-error";
import { sessionOf } from "./middleware/authenticate";

/** The handler context of a request behind `authenticate`: its session, and one clock reading. */
export function contextOf(req: Request, now: Date = new Date()): HandlerContext {
  return { actor: sessionOf(req), now };
}

/** The handler context of a request behind `authenticateStudent`. */
export function studentContextOf(req: Request, now: Date = new Date()): StudentContext {
  if (!req.student) throw unauthenticated();
  return { actor: req.student.actor, student: req.student.student, now };
}

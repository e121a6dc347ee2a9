import type { Request } from "express";
import type { HandlerContext } from "../lib/handler-context";
import { sessionOf } from "./middleware/authenticate";

/** The handler context of a request behind `authenticate`: its session, and one clock reading. */
export function contextOf(req: Request, now: Date = new Date()): HandlerContext {
  return { actor: sessionOf(req), now };
}

import type { Request } from "express";
import { publicRouter } from "../api/route-table-router";
import type { PublicContext } from "../lib/handler-context";
import { authRoutes } from "../shared/auth.routes";
import { createSession } from "./create-session.handler";
import { requestPasswordReset } from "./request-password-reset.handler";

/** Public auth routes: they run before `authenticate`. */
export function authRouter(getSecret: () => string) {
  /** Nobody is signed in here: the context is the request's clock, address and the JWT key. */
  const publicContextOf = (req: Request): PublicContext => ({
    now: new Date(),
    clientIp: req.ip ?? "unknown",
    sessionSecret: getSecret,
  });
  // Password reset: 202 for every well-formed email, known or not; 429 once a limit is used up.
  return publicRouter(
    authRoutes,
    { session: createSession, passwordReset: requestPasswordReset },
    publicContextOf,
  );
}

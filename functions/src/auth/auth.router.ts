import { Router, type Request } from "express";
import { parseInput } from "../api/middleware/validate";
import type { PublicContext } from "../lib/handler-context";
import * as schema from "../shared/password-reset.schema";
import { createSessionSchema } from "./create-session.schema";
import { createSession } from "./create-session.handler";
import { requestPasswordReset } from "./request-password-reset.handler";

/** Public auth routes: they run before `authenticate`. */
export function authRouter(getSecret: () => string) {
  const router = Router();
  /** Nobody is signed in here: the context is the request's clock, address and the JWT key. */
  const publicContextOf = (req: Request): PublicContext => ({
    now: new Date(),
    clientIp: req.ip ?? "unknown",
    sessionSecret: getSecret,
  });
  router.post("/session", async (req, res) => {
    const input = parseInput(createSessionSchema, req.body);
    res.json({ data: await createSession({ ctx: publicContextOf(req), input }) });
  });
  // 202 for every well-formed email, known or not (DESIGN §3); 429 once a limit is used up.
  router.post("/password-reset", async (req, res) => {
    const input = parseInput(schema.requestPasswordResetSchema, req.body);
    res.status(202).json({ data: await requestPasswordReset({ ctx: publicContextOf(req), input }) });
  });
  return router;
}

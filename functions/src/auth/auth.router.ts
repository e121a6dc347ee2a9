import { Router } from "express";
import { parseInput } from "../api/middleware/validate";
import { requestPasswordResetSchema } from "../shared/password-reset.schema";
import { createSessionSchema } from "./create-session.schema";
import { createSession } from "./create-session.handler";
import { requestPasswordReset } from "./request-password-reset.handler";

/** Public auth routes: they run before `authenticate`. */
export function authRouter(getSecret: () => string) {
  const router = Router();
  router.post("/session", async (req, res) => {
    const input = parseInput(createSessionSchema, req.body);
    res.json({ data: await createSession(input, getSecret()) });
  });
  // 202 for every well-formed email, known or not (DESIGN §3); 429 once a limit is used up.
  router.post("/password-reset", async (req, res) => {
    const input = parseInput(requestPasswordResetSchema, req.body);
    res.status(202).json({ data: await requestPasswordReset(input, req.ip ?? "unknown") });
  });
  return router;
}

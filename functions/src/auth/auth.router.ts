import { Router } from "express";
import { parseInput } from "../api/middleware/validate";
import { createSessionSchema } from "./create-session.schema";
import { createSession } from "./create-session.handler";

/** Public auth routes: they run before `authenticate`. */
export function authRouter(getSecret: () => string) {
  const router = Router();
  router.post("/session", async (req, res) => {
    const input = parseInput(createSessionSchema, req.body);
    res.json({ data: await createSession(input, getSecret()) });
  });
  return router;
}

import { type Request, Router } from "express";
import { contextOf } from "../api/request-context";
import { signOutEverywhere } from "./sign-out-everywhere.handler";

/** Auth routes for a signed-in console user; mounted behind `authenticate` and a role guard. */
export function accountSessionsRouter() {
  const router = Router();
  router.post("/sign-out-everywhere", async (req: Request, res) => {
    res.json({ data: await signOutEverywhere({ ctx: contextOf(req), input: {} }) });
  });
  return router;
}

import { dataRoute, noInput } from "../api/data-route";
import { Router } from "express";
import { signOutEverywhere } from "./sign-out-everywhere.handler";

/** Auth routes for a signed-in console user; mounted behind `authenticate` and a role guard. */
export function accountSessionsRouter() {
  const router = Router();
  router.post("/sign-out-everywhere", dataRoute(signOutEverywhere, noInput));
  return router;
}

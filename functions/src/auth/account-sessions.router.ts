import { dataRoute, fromBody, noInput } from "../api/data-route";
import { Router } from "express";
import { logout } from "./end-session.handler";
import { lockSession } from "./lock-session.handler";
import { signOutEverywhere } from "./sign-out-everywhere.handler";
import { unlockSession } from "./unlock-session.handler";
import { unlockSessionSchema } from "./unlock-session.schema";

/**
 * The routes a locked session may still use (logout and unlock); mounted behind `authenticate`
 * and a role guard, before `refuseLockedSession`.
 */
export function lockedSessionRouter() {
  const router = Router();
  router.post("/logout", dataRoute(logout, noInput));
  router.post("/unlock", dataRoute(unlockSession, fromBody(unlockSessionSchema)));
  return router;
}

/** Auth routes for a signed-in console user; mounted behind `authenticate` and a role guard. */
export function accountSessionsRouter() {
  const router = Router();
  router.post("/sign-out-everywhere", dataRoute(signOutEverywhere, noInput));
  router.post("/lock", dataRoute(lockSession, noInput));
  return router;
}

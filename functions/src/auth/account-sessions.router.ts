import { consoleRouter } from "../api/route-table-router";
import { accountSessionRoutes, lockedSessionRoutes } from "../shared/auth.routes";
import { logout } from "./end-session.handler";
import { lockSession } from "./lock-session.handler";
import { signOutEverywhere } from "./sign-out-everywhere.handler";
import { unlockSession } from "./unlock-session.handler";

/**
 * The routes a locked session may still use (logout and unlock); mounted behind `authenticate`,
 * before `refuseLockedSession`.
 */
export function lockedSessionRouter() {
  return consoleRouter(lockedSessionRoutes, { logout, unlock: unlockSession });
}

/** Auth routes for a signed-in console user; mounted behind `authenticate`. */
export function accountSessionsRouter() {
  return consoleRouter(accountSessionRoutes, { signOutEverywhere, lock: lockSession });
}

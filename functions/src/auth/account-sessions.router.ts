import { consoleRouter } from "../api/route-table-router";
import { accountSessionRoutes } from "../shared/auth.routes";
import { signOutEverywhere } from "./sign-out-everywhere.handler";

/** Auth routes for a signed-in console user; mounted behind `authenticate`. */
export function accountSessionsRouter() {
  return consoleRouter(accountSessionRoutes, { signOutEverywhere });
}

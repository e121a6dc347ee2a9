import { consoleRouter } from "../api/route-table-router";
import { dashboardRoutes } from "../shared/dashboard.routes";
import { getDashboard } from "./get-dashboard.handler";

/** /api/dashboard: the handler of `dashboardRoutes`. */
export function dashboardRouter() {
  return consoleRouter(dashboardRoutes, { get: getDashboard });
}

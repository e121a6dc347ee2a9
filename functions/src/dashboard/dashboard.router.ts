import { dataRoute, fromQuery } from "../api/data-route";
import { Router } from "express";
import * as schema from "../shared/dashboard.schema";
import { getDashboard } from "./get-dashboard.handler";

/** /api/dashboard (issue 14), for console roles. */
export function dashboardRouter() {
  const router = Router();
  router.get("/", dataRoute(getDashboard, fromQuery(schema.dashboardQuerySchema)));
  return router;
}

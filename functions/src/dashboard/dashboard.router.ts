import { Router } from "express";
import { contextOf } from "../api/request-context";
import { parseInput } from "../api/middleware/validate";
import { dashboardQuerySchema } from "../shared/dashboard.schema";
import { getDashboard } from "./get-dashboard.handler";

/** /api/dashboard (issue 14), for console roles. */
export function dashboardRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json({
      data: await getDashboard({ ctx: contextOf(req), input: parseInput(dashboardQuerySchema, req.query) }),
    });
  });
  return router;
}

import { Router } from "express";
import { dataRoute, pathId } from "../api/data-route";
import { addResourceRoutes } from "../api/resource-routes";
import { parseInput } from "../api/middleware/validate";
import * as schema from "../shared/practice.schema";
import { createPractice } from "./create-practice.handler";
import { getPractice } from "./get-practice.handler";
import { listPractices } from "./list-practices.handler";
import { updatePractice } from "./update-practice.handler";

/** /api/practices: the Friday practice. Removing one cancels it (with a reason); nothing is deleted. */
export function practicesRouter() {
  const router = Router();
  addResourceRoutes(router, {
    list: [schema.listPracticesQuerySchema, listPractices],
    create: [schema.practiceInputSchema, createPractice],
    get: getPractice,
    patch: [schema.practicePatchSchema, updatePractice],
  });
  router.post(
    "/:id/cancel",
    dataRoute(updatePractice, (req) => {
      const { reason } = parseInput(schema.cancelPracticeSchema, req.body);
      return { ...pathId(req), status: "cancelled" as const, cancelReason: reason };
    }),
  );
  return router;
}

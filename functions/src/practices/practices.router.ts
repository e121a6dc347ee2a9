import { Router } from "express";
import { dataRoute, pathId } from "../api/data-route";
import { addResourceRoutes } from "../api/resource-routes";
import { parseInput } from "../api/middleware/validate";
import {
  cancelPracticeSchema,
  listPracticesQuerySchema,
  practiceInputSchema,
  practicePatchSchema,
} from "../shared/practice.schema";
import { createPractice } from "./create-practice.handler";
import { getPractice } from "./get-practice.handler";
import { listPractices } from "./list-practices.handler";
import { updatePractice } from "./update-practice.handler";

/** /api/practices: the Friday practice. Removing one cancels it (with a reason); nothing is deleted. */
export function practicesRouter() {
  const router = Router();
  addResourceRoutes(router, {
    list: [listPracticesQuerySchema, listPractices],
    create: [practiceInputSchema, createPractice],
    get: getPractice,
    patch: [practicePatchSchema, updatePractice],
  });
  router.post(
    "/:id/cancel",
    dataRoute(updatePractice, (req) => {
      const { reason } = parseInput(cancelPracticeSchema, req.body);
      return { ...pathId(req), status: "cancelled" as const, cancelReason: reason };
    }),
  );
  return router;
}

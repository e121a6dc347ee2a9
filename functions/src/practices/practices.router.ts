import { Router } from "express";
import { contextOf } from "../api/request-context";
import { addResourceRoutes } from "../api/resource-routes";
import { idParam, parseInput } from "../api/middleware/validate";
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
  router.post("/:id/cancel", async (req, res) => {
    const { reason } = parseInput(cancelPracticeSchema, req.body);
    const id = idParam(req.params);
    res.json({
      data: await updatePractice({
        ctx: contextOf(req),
        input: { id, status: "cancelled", cancelReason: reason },
      }),
    });
  });
  return router;
}

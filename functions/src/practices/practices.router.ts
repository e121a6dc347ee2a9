import { Router } from "express";
import { contextOf } from "../api/request-context";
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
  router.get("/", async (req, res) => {
    res.json(
      await listPractices({ ctx: contextOf(req), input: parseInput(listPracticesQuerySchema, req.query) }),
    );
  });
  router.post("/", async (req, res) => {
    res.status(201).json({
      data: await createPractice({ ctx: contextOf(req), input: parseInput(practiceInputSchema, req.body) }),
    });
  });
  router.get("/:id", async (req, res) => {
    res.json({ data: await getPractice({ ctx: contextOf(req), input: { id: idParam(req.params) } }) });
  });
  router.patch("/:id", async (req, res) => {
    const id = idParam(req.params);
    res.json({
      data: await updatePractice({
        ctx: contextOf(req),
        input: { ...parseInput(practicePatchSchema, req.body), id },
      }),
    });
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

import { Router } from "express";
import { notFound } from "../api/http-error";
import { sessionOf } from "../api/middleware/authenticate";
import { parseInput } from "../api/middleware/validate";
import { cancelPracticeSchema, listPracticesQuerySchema, practiceInputSchema, practicePatchSchema } from "../shared/practice.schema";
import { createPractice } from "./create-practice.handler";
import { listPractices } from "./list-practices.handler";
import { practiceDoc, toPractice } from "./practices.repository";
import { updatePractice } from "./update-practice.handler";

/** /api/practices: the Friday practice. Removing one cancels it (with a reason); nothing is deleted. */
export function practicesRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await listPractices({ input: parseInput(listPracticesQuerySchema, req.query) }));
  });
  router.post("/", async (req, res) => {
    res.status(201).json({ data: await createPractice({ actor: sessionOf(req), input: parseInput(practiceInputSchema, req.body) }) });
  });
  router.get("/:id", async (req, res) => {
    const snap = await practiceDoc(req.params.id).get();
    if (!snap.exists) throw notFound("No such practice.");
    res.json({ data: toPractice(snap) });
  });
  router.patch("/:id", async (req, res) => {
    res.json({ data: await updatePractice({ actor: sessionOf(req), id: req.params.id, input: parseInput(practicePatchSchema, req.body) }) });
  });
  router.post("/:id/cancel", async (req, res) => {
    const { reason } = parseInput(cancelPracticeSchema, req.body);
    res.json({ data: await updatePractice({ actor: sessionOf(req), id: req.params.id, input: { status: "cancelled" }, cancelReason: reason }) });
  });
  return router;
}

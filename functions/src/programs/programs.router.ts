import { Router } from "express";
import { sessionOf } from "../api/middleware/authenticate";
import { parseInput } from "../api/middleware/validate";
import { listProgramsQuerySchema, programInputSchema, programPatchSchema } from "../shared/program.schema";
import { createProgram } from "./create-program.handler";
import { getLookups } from "./get-lookups.handler";
import { getProgram } from "./get-program.handler";
import { listPrograms } from "./list-programs.handler";
import { updateProgram } from "./update-program.handler";

/** /api/programs. Deleting archives (status "archived"): its schedules and attendance stay. */
export function programsRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await listPrograms({ input: parseInput(listProgramsQuerySchema, req.query) }));
  });
  router.get("/lookups", async (_req, res) => {
    res.json({ data: await getLookups() });
  });
  router.post("/", async (req, res) => {
    res.status(201).json({ data: await createProgram({ actor: sessionOf(req), input: parseInput(programInputSchema, req.body) }) });
  });
  router.get("/:id", async (req, res) => {
    res.json({ data: await getProgram({ id: req.params.id }) });
  });
  router.patch("/:id", async (req, res) => {
    res.json({ data: await updateProgram({ actor: sessionOf(req), id: req.params.id, input: parseInput(programPatchSchema, req.body) }) });
  });
  router.delete("/:id", async (req, res) => {
    res.json({ data: await updateProgram({ actor: sessionOf(req), id: req.params.id, input: { status: "archived" } }) });
  });
  return router;
}

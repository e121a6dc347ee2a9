import { Router } from "express";
import { contextOf } from "../api/request-context";
import { idParam, parseInput } from "../api/middleware/validate";
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
    res.json(
      await listPrograms({ ctx: contextOf(req), input: parseInput(listProgramsQuerySchema, req.query) }),
    );
  });
  router.get("/lookups", async (req, res) => {
    res.json({ data: await getLookups({ ctx: contextOf(req), input: {} }) });
  });
  router.post("/", async (req, res) => {
    res.status(201).json({
      data: await createProgram({ ctx: contextOf(req), input: parseInput(programInputSchema, req.body) }),
    });
  });
  router.get("/:id", async (req, res) => {
    res.json({ data: await getProgram({ ctx: contextOf(req), input: { id: idParam(req.params) } }) });
  });
  router.patch("/:id", async (req, res) => {
    const id = idParam(req.params);
    res.json({
      data: await updateProgram({
        ctx: contextOf(req),
        input: { ...parseInput(programPatchSchema, req.body), id },
      }),
    });
  });
  router.delete("/:id", async (req, res) => {
    const id = idParam(req.params);
    res.json({ data: await updateProgram({ ctx: contextOf(req), input: { id, status: "archived" } }) });
  });
  return router;
}

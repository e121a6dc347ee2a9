import { Router } from "express";
import { idParam } from "../api/middleware/validate";
import { contextOf } from "../api/request-context";
import { addResourceRoutes } from "../api/resource-routes";
import { listProgramsQuerySchema, programInputSchema, programPatchSchema } from "../shared/program.schema";
import { createProgram } from "./create-program.handler";
import { getLookups } from "./get-lookups.handler";
import { getProgram } from "./get-program.handler";
import { listPrograms } from "./list-programs.handler";
import { updateProgram } from "./update-program.handler";

/** /api/programs. Deleting archives (status "archived"): its schedules and attendance stay. */
export function programsRouter() {
  const router = Router();
  router.get("/lookups", async (req, res) => {
    res.json({ data: await getLookups({ ctx: contextOf(req), input: {} }) });
  });
  addResourceRoutes(router, {
    list: [listProgramsQuerySchema, listPrograms],
    create: [programInputSchema, createProgram],
    get: getProgram,
    patch: [programPatchSchema, updateProgram],
  });
  router.delete("/:id", async (req, res) => {
    const id = idParam(req.params);
    res.json({ data: await updateProgram({ ctx: contextOf(req), input: { id, status: "archived" } }) });
  });
  return router;
}

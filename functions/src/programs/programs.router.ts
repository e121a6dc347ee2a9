import { Router } from "express";
import { dataRoute, noInput, pathIdWith } from "../api/data-route";
import { addResourceRoutes } from "../api/resource-routes";
import * as schema from "../shared/program.schema";
import { createProgram } from "./create-program.handler";
import { getLookups } from "./get-lookups.handler";
import { getProgram } from "./get-program.handler";
import { listPrograms } from "./list-programs.handler";
import { updateProgram } from "./update-program.handler";

/** /api/programs. Deleting archives (status "archived"): its schedules and attendance stay. */
export function programsRouter() {
  const router = Router();
  router.get("/lookups", dataRoute(getLookups, noInput));
  addResourceRoutes(router, {
    list: [schema.listProgramsQuerySchema, listPrograms],
    create: [schema.programInputSchema, createProgram],
    get: getProgram,
    patch: [schema.programPatchSchema, updateProgram],
  });
  router.delete("/:id", dataRoute(updateProgram, pathIdWith({ status: "archived" as const })));
  return router;
}

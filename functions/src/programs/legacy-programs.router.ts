import { dataRoute, noInput } from "../api/data-route";
import { Router } from "express";
import { listLegacyPrograms } from "./list-legacy-programs.handler";

/** `GET /api/student/programs`, kept from the replaced console (SPEC §7): non-archived programs. */
export function legacyProgramsRouter() {
  const router = Router();
  router.get("/", dataRoute(listLegacyPrograms, noInput));
  return router;
}

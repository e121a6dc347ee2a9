import { Router } from "express";
import { contextOf } from "../api/request-context";
import { listLegacyPrograms } from "./list-legacy-programs.handler";

/** `GET /api/student/programs`, kept from the replaced console (SPEC §7): non-archived programs. */
export function legacyProgramsRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json({ data: await listLegacyPrograms({ ctx: contextOf(req), input: {} }) });
  });
  return router;
}

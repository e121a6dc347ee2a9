import { Router } from "express";
import { contextOf } from "../api/request-context";
import { listLegacyStudents } from "./list-legacy-students.handler";

/** `GET /api/student`, kept from the replaced console (SPEC §7). */
export function legacyStudentRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json({ data: await listLegacyStudents({ ctx: contextOf(req), input: {} }) });
  });
  return router;
}

import { dataRoute, noInput } from "../api/data-route";
import { Router } from "express";
import { listLegacyStudents } from "./list-legacy-students.handler";

/** `GET /api/student`, kept from the replaced console (SPEC §7). */
export function legacyStudentRouter() {
  const router = Router();
  router.get("/", dataRoute(listLegacyStudents, noInput));
  return router;
}

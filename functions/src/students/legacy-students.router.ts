import { consoleRouter } from "../api/route-table-router";
import { legacyStudentRoutes } from "../shared/student.routes";
import { listLegacyStudents } from "./list-legacy-students.handler";

/** `GET /api/student`, kept from the replaced console. */
export function legacyStudentRouter() {
  return consoleRouter(legacyStudentRoutes, { list: listLegacyStudents });
}

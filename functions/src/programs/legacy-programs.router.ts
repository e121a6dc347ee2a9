import { consoleRouter } from "../api/route-table-router";
import { legacyProgramRoutes } from "../shared/program.routes";
import { listLegacyPrograms } from "./list-legacy-programs.handler";

/** `GET /api/student/programs`, kept from the replaced console: non-archived programs. */
export function legacyProgramsRouter() {
  return consoleRouter(legacyProgramRoutes, { list: listLegacyPrograms });
}

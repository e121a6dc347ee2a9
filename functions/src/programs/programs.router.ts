import { consoleRouter } from "../api/route-table-router";
import { programRoutes } from "../shared/program.routes";
import { createProgram } from "./create-program.handler";
import { getLookups } from "./get-lookups.handler";
import { getProgram } from "./get-program.handler";
import { listPrograms } from "./list-programs.handler";
import { updateProgram } from "./update-program.handler";

/** /api/programs: the handlers of `programRoutes`. */
export function programsRouter() {
  return consoleRouter(programRoutes, {
    lookups: getLookups,
    list: listPrograms,
    create: createProgram,
    get: getProgram,
    update: updateProgram,
    archive: {
      run: async ({ ctx, input }) => ({
        result: await updateProgram({ ctx, input: { ...input, status: "archived" as const } }),
      }),
    },
  });
}

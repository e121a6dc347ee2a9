import { idParamsSchema } from "./id.schema";
import type { Lookups, Program, ProgramDetail, ProgramSummary } from "./program";
import { listProgramsQuerySchema, programInputSchema, programPatchSchema } from "./program.schema";
import { data, defineRoutes, page, typed } from "./route-contract";

const programDetail = typed<ProgramDetail>("A program with its groups, schedules and students.");

/** /api/programs. Deleting archives (status "archived"): its schedules and attendance stay. */
export const programRoutes = defineRoutes(
  { base: "/programs", tag: "Programs", callers: ["admin", "staff"] },
  {
    lookups: {
      method: "GET",
      path: "/lookups",
      summary: "The names pickers show: groups, programs, instructors",
      answer: data(typed<Lookups>("Groups, programs and instructors by name.")),
    },
    list: {
      method: "GET",
      path: "/",
      summary: "Programs, filtered",
      query: listProgramsQuerySchema,
      answer: page(typed<ProgramSummary>("A program in lists.")),
    },
    create: {
      method: "POST",
      path: "/",
      summary: "Create a program",
      body: programInputSchema,
      answer: data(programDetail, 201),
    },
    get: {
      method: "GET",
      path: "/:id",
      summary: "One program",
      params: idParamsSchema,
      answer: data(programDetail),
    },
    update: {
      method: "PATCH",
      path: "/:id",
      summary: "Change a program (only the fields sent)",
      params: idParamsSchema,
      body: programPatchSchema,
      patch: true,
      answer: data(programDetail),
    },
    archive: {
      method: "DELETE",
      path: "/:id",
      summary: "Archive a program (its schedules and attendance stay)",
      params: idParamsSchema,
      answer: data(programDetail),
    },
  },
);

/** `GET /api/student/programs`, kept from the replaced console: non-archived programs. */
export const legacyProgramRoutes = defineRoutes(
  { base: "/student/programs", tag: "Programs", callers: ["admin", "staff"] },
  {
    list: {
      method: "GET",
      path: "/",
      summary: "Non-archived programs (kept from the replaced console)",
      answer: data(typed<Program[]>("Programs.")),
    },
  },
);

import { idParamsSchema } from "./id.schema";
import { isoDateField } from "./program.schema";
import { data, defineRoutes, empty, typed } from "./route-contract";
import {
  cancelOccurrenceSchema,
  listSchedulesQuerySchema,
  scheduleInputSchema,
  schedulePatchSchema,
  type ListSchedulesResponse,
  type Schedule,
} from "./schedule.schema";
import { z } from "zod";

const schedule = typed<Schedule>("A weekly session with its cancelled dates.");

/** /api/schedules: weekly sessions, their occurrences and cancelled dates. */
export const scheduleRoutes = defineRoutes(
  { base: "/schedules", tag: "Schedules", callers: ["admin", "staff"] },
  {
    list: {
      method: "GET",
      path: "/",
      summary: "Schedules, or a week's occurrences",
      query: listSchedulesQuerySchema,
      answer: {
        kind: "page",
        schema: typed<ListSchedulesResponse>("A page of schedules and occurrences."),
        statuses: [200],
      },
    },
    create: {
      method: "POST",
      path: "/",
      summary: "Create a schedule",
      body: scheduleInputSchema,
      answer: data(schedule, 201),
    },
    get: {
      method: "GET",
      path: "/:id",
      summary: "One schedule",
      params: idParamsSchema,
      answer: data(schedule),
    },
    update: {
      method: "PATCH",
      path: "/:id",
      summary: "Change a schedule (only the fields sent)",
      params: idParamsSchema,
      body: schedulePatchSchema,
      patch: true,
      answer: data(schedule),
    },
    archive: {
      method: "DELETE",
      path: "/:id",
      summary: "Archive a schedule",
      params: idParamsSchema,
      answer: empty,
    },
    cancelOccurrence: {
      method: "POST",
      path: "/:id/exceptions",
      summary: "Cancel one date's occurrence",
      params: idParamsSchema,
      body: cancelOccurrenceSchema,
      answer: data(schedule, 201),
    },
    restoreOccurrence: {
      method: "DELETE",
      path: "/:id/exceptions/:date",
      summary: "Hold a cancelled date's occurrence again",
      params: z.object({ id: idParamsSchema.shape.id, date: isoDateField }),
      answer: data(schedule),
    },
  },
);

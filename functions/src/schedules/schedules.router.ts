import { Router } from "express";
import { bodyWithId, dataRoute, noContentRoute, pathId } from "../api/data-route";
import { addResourceRoutes } from "../api/resource-routes";
import { parseInput } from "../api/middleware/validate";
import { isoDateField } from "../shared/program.schema";
import * as schema from "../shared/schedule.schema";
import { archiveSchedule } from "./archive-schedule.handler";
import { setOccurrenceCancelled } from "./cancel-occurrence.handler";
import { createSchedule } from "./create-schedule.handler";
import { getSchedule } from "./get-schedule.handler";
import { listSchedules } from "./list-schedules.handler";
import { updateSchedule } from "./update-schedule.handler";

/** /api/schedules: weekly sessions, their occurrences and cancelled dates. */
export function schedulesRouter() {
  const router = Router();
  addResourceRoutes(router, {
    list: [schema.listSchedulesQuerySchema, listSchedules],
    create: [schema.scheduleInputSchema, createSchedule],
    get: getSchedule,
    patch: [schema.schedulePatchSchema, updateSchedule],
  });
  router.delete("/:id", noContentRoute(archiveSchedule, pathId));
  router.post(
    "/:id/exceptions",
    dataRoute(
      setOccurrenceCancelled,
      bodyWithId(schema.cancelOccurrenceSchema, { cancel: true as const }),
      201,
    ),
  );
  router.delete(
    "/:id/exceptions/:date",
    dataRoute(setOccurrenceCancelled, (req) => {
      const date = parseInput(isoDateField, req.params.date);
      return { ...pathId(req), date, cancel: false as const };
    }),
  );
  return router;
}

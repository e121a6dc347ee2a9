import { Router } from "express";
import { contextOf } from "../api/request-context";
import { addResourceRoutes } from "../api/resource-routes";
import { idParam, parseInput } from "../api/middleware/validate";
import { isoDateField } from "../shared/program.schema";
import {
  cancelOccurrenceSchema,
  listSchedulesQuerySchema,
  scheduleInputSchema,
  schedulePatchSchema,
} from "../shared/schedule.schema";
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
    list: [listSchedulesQuerySchema, listSchedules],
    create: [scheduleInputSchema, createSchedule],
    get: getSchedule,
    patch: [schedulePatchSchema, updateSchedule],
  });
  router.delete("/:id", async (req, res) => {
    await archiveSchedule({ ctx: contextOf(req), input: { id: idParam(req.params) } });
    res.status(204).end();
  });
  router.post("/:id/exceptions", async (req, res) => {
    const body = parseInput(cancelOccurrenceSchema, req.body);
    const id = idParam(req.params);
    res.status(201).json({
      data: await setOccurrenceCancelled({ ctx: contextOf(req), input: { ...body, id, cancel: true } }),
    });
  });
  router.delete("/:id/exceptions/:date", async (req, res) => {
    const date = parseInput(isoDateField, req.params.date);
    const id = idParam(req.params);
    res.json({
      data: await setOccurrenceCancelled({ ctx: contextOf(req), input: { id, date, cancel: false } }),
    });
  });
  return router;
}

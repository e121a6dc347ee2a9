import { Router } from "express";
import { sessionOf } from "../api/middleware/authenticate";
import { parseInput } from "../api/middleware/validate";
import { isoDateField } from "../shared/program.schema";
import { cancelOccurrenceSchema, listSchedulesQuerySchema, scheduleInputSchema, schedulePatchSchema } from "../shared/schedule.schema";
import { archiveSchedule } from "./archive-schedule.handler";
import { setOccurrenceCancelled } from "./cancel-occurrence.handler";
import { createSchedule } from "./create-schedule.handler";
import { listSchedules } from "./list-schedules.handler";
import { updateSchedule } from "./update-schedule.handler";
import { notFound } from "../api/http-error";
import { scheduleDoc, toSchedule } from "./schedules.repository";

/** /api/schedules: weekly sessions, their occurrences and cancelled dates. */
export function schedulesRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json(await listSchedules({ input: parseInput(listSchedulesQuerySchema, req.query) }));
  });
  router.post("/", async (req, res) => {
    res.status(201).json({ data: await createSchedule({ actor: sessionOf(req), input: parseInput(scheduleInputSchema, req.body) }) });
  });
  router.get("/:id", async (req, res) => {
    const snap = await scheduleDoc(req.params.id).get();
    if (!snap.exists) throw notFound("No such session.");
    res.json({ data: toSchedule(snap) });
  });
  router.patch("/:id", async (req, res) => {
    res.json({ data: await updateSchedule({ actor: sessionOf(req), id: req.params.id, input: parseInput(schedulePatchSchema, req.body) }) });
  });
  router.delete("/:id", async (req, res) => {
    await archiveSchedule({ actor: sessionOf(req), id: req.params.id });
    res.status(204).end();
  });
  router.post("/:id/exceptions", async (req, res) => {
    const input = parseInput(cancelOccurrenceSchema, req.body);
    res.status(201).json({ data: await setOccurrenceCancelled({ actor: sessionOf(req), id: req.params.id, input, cancel: true }) });
  });
  router.delete("/:id/exceptions/:date", async (req, res) => {
    const date = parseInput(isoDateField, req.params.date);
    res.json({ data: await setOccurrenceCancelled({ actor: sessionOf(req), id: req.params.id, input: { date }, cancel: false }) });
  });
  return router;
}

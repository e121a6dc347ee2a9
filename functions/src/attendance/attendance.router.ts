import { Router } from "express";
import { contextOf } from "../api/request-context";
import { parseInput } from "../api/middleware/validate";
import {
  exportAttendanceQuerySchema,
  groupGridQuerySchema,
  rosterQuerySchema,
  saveAttendanceSchema,
  sessionsOnDateQuerySchema,
} from "../shared/attendance.schema";
import { exportAttendance } from "./export-attendance.handler";
import { getGroupGrid } from "./get-group-grid.handler";
import { getRoster } from "./get-roster.handler";
import { listSessionsOnDate } from "./list-sessions-on-date.handler";
import { saveAttendance } from "./save-attendance.handler";

/** /api/attendance: the roster of one occurrence, saving marks, a day's sessions, grid, export. */
export function attendanceRouter() {
  const router = Router();
  router.get("/", async (req, res) => {
    res.json({
      data: await getRoster({ ctx: contextOf(req), input: parseInput(rosterQuerySchema, req.query) }),
    });
  });
  router.put("/", async (req, res) => {
    res.json({
      data: await saveAttendance({ ctx: contextOf(req), input: parseInput(saveAttendanceSchema, req.body) }),
    });
  });
  router.get("/sessions", async (req, res) => {
    res.json({
      data: await listSessionsOnDate({
        ctx: contextOf(req),
        input: parseInput(sessionsOnDateQuerySchema, req.query),
      }),
    });
  });
  router.get("/group-grid", async (req, res) => {
    res.json({
      data: await getGroupGrid({ ctx: contextOf(req), input: parseInput(groupGridQuerySchema, req.query) }),
    });
  });
  router.get("/export", async (req, res) => {
    const input = parseInput(exportAttendanceQuerySchema, req.query);
    const csv = await exportAttendance({ ctx: contextOf(req), input });
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader(
      "Content-Disposition",
      `attachment; filename="attendance-${input.from}-to-${input.to}.csv"`,
    );
    res.send(csv);
  });
  return router;
}

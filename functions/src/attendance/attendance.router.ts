import { dataRoute, fromBody, fromQuery } from "../api/data-route";
import { Router } from "express";
import { contextOf } from "../api/request-context";
import { parseInput } from "../api/middleware/validate";
import * as schema from "../shared/attendance.schema";
import { exportAttendance } from "./export-attendance.handler";
import { getGroupGrid } from "./get-group-grid.handler";
import { getRoster } from "./get-roster.handler";
import { listSessionsOnDate } from "./list-sessions-on-date.handler";
import { saveAttendance } from "./save-attendance.handler";

/** /api/attendance: the roster of one occurrence, saving marks, a day's sessions, grid, export. */
export function attendanceRouter() {
  const router = Router();
  router.get("/", dataRoute(getRoster, fromQuery(schema.rosterQuerySchema)));
  router.put("/", dataRoute(saveAttendance, fromBody(schema.saveAttendanceSchema)));
  router.get("/sessions", dataRoute(listSessionsOnDate, fromQuery(schema.sessionsOnDateQuerySchema)));
  router.get("/group-grid", dataRoute(getGroupGrid, fromQuery(schema.groupGridQuerySchema)));
  router.get("/export", async (req, res) => {
    const input = parseInput(schema.exportAttendanceQuerySchema, req.query);
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

import { consoleRouter } from "../api/route-table-router";
import { attendanceRoutes } from "../shared/attendance.routes";
import { exportAttendance } from "./export-attendance.handler";
import { getGroupGrid } from "./get-group-grid.handler";
import { getRoster } from "./get-roster.handler";
import { listSessionsOnDate } from "./list-sessions-on-date.handler";
import { saveAttendance } from "./save-attendance.handler";

/** /api/attendance: the handlers of `attendanceRoutes`. */
export function attendanceRouter() {
  return consoleRouter(attendanceRoutes, {
    roster: getRoster,
    save: saveAttendance,
    sessions: listSessionsOnDate,
    groupGrid: getGroupGrid,
    export: {
      run: async ({ ctx, input }) => ({
        result: {
          filename: `attendance-${input.from}-to-${input.to}.csv`,
          content: await exportAttendance({ ctx, input }),
        },
      }),
    },
  });
}

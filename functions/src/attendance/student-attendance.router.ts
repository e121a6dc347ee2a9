import { consoleRouter } from "../api/route-table-router";
import { studentAttendanceRoutes } from "../shared/attendance.routes";
import { getStudentAttendance } from "./get-student-attendance.handler";

/** `GET /api/students/:id/attendance`: mounted in app.ts before the students router. */
export function studentAttendanceRouter() {
  return consoleRouter(studentAttendanceRoutes, {
    get: {
      run: async ({ ctx, input: { id } }) => ({
        result: await getStudentAttendance({ ctx, input: { studentId: id } }),
      }),
    },
  });
}

import { Router } from "express";
import { dataRoute } from "../api/data-route";
import { idParam } from "../api/middleware/validate";
import { getStudentAttendance } from "./get-student-attendance.handler";

/**
 * `GET /api/students/:id/attendance`: mounted in app.ts before the students router, so the
 * attendance feature owns this one students path.
 */
export function studentAttendanceRouter() {
  const router = Router({ mergeParams: true });
  router.get(
    "/",
    dataRoute(getStudentAttendance, (req) => ({ studentId: idParam(req.params) })),
  );
  return router;
}

import { Router } from "express";
import { contextOf } from "../api/request-context";
import { idParam } from "../api/middleware/validate";
import { getStudentAttendance } from "./get-student-attendance.handler";

/**
 * `GET /api/students/:id/attendance`: mounted in app.ts before the students router, so the
 * attendance feature owns this one students path.
 */
export function studentAttendanceRouter() {
  const router = Router({ mergeParams: true });
  router.get("/", async (req, res) => {
    res.json({
      data: await getStudentAttendance({ ctx: contextOf(req), input: { studentId: idParam(req.params) } }),
    });
  });
  return router;
}

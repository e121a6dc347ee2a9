import { Router } from "express";
import { getStudentAttendance } from "./get-student-attendance.handler";

/**
 * `GET /api/students/:id/attendance`: mounted in app.ts before the students router, so the
 * attendance feature owns this one students path.
 */
export function studentAttendanceRouter() {
  const router = Router({ mergeParams: true });
  router.get("/", async (req, res) => {
    const { id } = req.params as { id: string };
    res.json({ data: await getStudentAttendance({ studentId: id }) });
  });
  return router;
}

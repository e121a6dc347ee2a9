import express from "express";
import { announcementsRouter } from "../announcements/announcements.router";
import { attendanceRouter } from "../attendance/attendance.router";
import { studentAttendanceRouter } from "../attendance/student-attendance.router";
import { authRouter } from "../auth/auth.router";
import { chatsRouter } from "../chats/chats.router";
import { legacyProgramsRouter } from "../programs/legacy-programs.router";
import { programsRouter } from "../programs/programs.router";
import { practicesRouter } from "../practices/practices.router";
import { schedulesRouter } from "../schedules/schedules.router";
import { groupsRouter } from "../groups/groups.router";
import { legacyStudentRouter } from "../students/legacy-students.router";
import { studentsRouter } from "../students/students.router";
import { authenticate } from "./middleware/authenticate";
import { errorHandler, notFoundHandler } from "./middleware/error-handler";
import { requireRole } from "./middleware/require-role";

export interface AppDeps {
  /** The session JWT key; read lazily because secrets are only available inside a request. */
  getSecret: () => string;
}

export function createApp(deps: AppDeps) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  app.use(express.json({ limit: "2mb" }));

  const api = express.Router();
  api.get("/health", (_req, res) => {
    res.json({ data: { ok: true } });
  });
  api.use("/auth", authRouter(deps.getSecret));

  // Everything below needs a session; every business route is for console roles only.
  api.use(authenticate(deps.getSecret));
  const staff = requireRole("admin", "staff");
  api.use("/student/programs", staff, legacyProgramsRouter());
  // Owned by attendance; must stay above the students router.
  api.use("/students/:id/attendance", staff, studentAttendanceRouter());
  api.use("/students", staff, studentsRouter());
  api.use("/groups", staff, groupsRouter());
  api.use("/programs", staff, programsRouter());
  api.use("/schedules", staff, schedulesRouter());
  api.use("/practices", staff, practicesRouter());
  api.use("/attendance", staff, attendanceRouter());
  api.use("/student", staff, legacyStudentRouter());
  api.use("/announcements", staff, announcementsRouter());
  api.use("/chats", staff, chatsRouter());

  app.use("/api", api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

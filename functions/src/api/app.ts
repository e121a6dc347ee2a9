import express from "express";
import { announcementsRouter } from "../announcements/announcements.router";
import { attendanceRouter } from "../attendance/attendance.router";
import { auditRouter } from "../audit/audit.router";
import { bugReportsRouter } from "../bug-reports/bug-reports.router";
import { studentAttendanceRouter } from "../attendance/student-attendance.router";
import { accountSessionsRouter, lockedSessionRouter } from "../auth/account-sessions.router";
import { authRouter } from "../auth/auth.router";
import { chatsRouter } from "../chats/chats.router";
import { dashboardRouter } from "../dashboard/dashboard.router";
import { linksRouter } from "../links/links.router";
import { meRouter } from "../me/me.router";
import { pagesRouter } from "../pages/pages.router";
import { legacyProgramsRouter } from "../programs/legacy-programs.router";
import { programsRouter } from "../programs/programs.router";
import { practicesRouter } from "../practices/practices.router";
import { schedulesRouter } from "../schedules/schedules.router";
import { settingsRouter } from "../settings/settings.router";
import { groupsRouter } from "../groups/groups.router";
import { profileRouter } from "../profile/profile.router";
import { teamRouter } from "../team/team.router";
import { uploadsRouter } from "../uploads/uploads.router";
import { legacyStudentRouter } from "../students/legacy-students.router";
import { studentsRouter } from "../students/students.router";
import { videosRouter } from "../videos/videos.router";
import { BODY_MAX_BYTES } from "../shared/api-error";
import { TRUSTED_PROXY_HOPS } from "./client-address";
import { authenticate, refuseLockedSession } from "./middleware/authenticate";
import { authenticateStudent } from "./middleware/authenticate-student";
import type { AccountStateCache } from "../auth/session-validity";
import { bodyLimit } from "./middleware/body-limit";
import { errorHandler, notFoundHandler } from "./middleware/error-handler";
import { requireRole } from "./middleware/require-role";
import { wellFormedText } from "./middleware/well-formed-text";

export interface AppDeps {
  /** The session JWT key; read lazily because secrets are only available inside a request. */
  getSecret: () => string;
  /** Where `authenticate` reads an account's current state; a test passes its own. */
  accounts?: Pick<AccountStateCache, "get">;
}

export function createApp(deps: AppDeps) {
  const app = express();
  app.disable("x-powered-by");
  // `req.ip` is the client as our known proxies saw it, not what the client wrote (client-address.ts).
  app.set("trust proxy", TRUSTED_PROXY_HOPS);
  // One body limit wherever the app runs: checked on the bytes the platform read (body-limit.ts),
  // and the same number for Express's own parser where no platform parsed the body first.
  app.use(bodyLimit(BODY_MAX_BYTES));
  app.use(express.json({ limit: BODY_MAX_BYTES }));
  app.use(wellFormedText());

  const api = express.Router();
  api.get("/health", (_req, res) => {
    res.json({ data: { ok: true } });
  });
  api.use("/auth", authRouter(deps.getSecret));
  // The student API takes a student's Firebase ID token, never a console session (issue 12).
  api.use("/me", authenticateStudent(deps.accounts), meRouter());

  // Everything below needs a session; every business route is for console roles only.
  api.use(authenticate(deps.getSecret, deps.accounts));
  const staff = requireRole("admin", "staff");
  // A session the lock screen locked reaches logout and unlock only; everything below is a 423.
  api.use("/auth", staff, lockedSessionRouter());
  api.use(refuseLockedSession());
  api.use("/auth", staff, accountSessionsRouter());
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
  api.use("/bug-reports", staff, bugReportsRouter());
  api.use("/settings", staff, settingsRouter());
  api.use("/audit", requireRole("admin"), auditRouter());
  api.use("/profile", staff, profileRouter());
  api.use("/team", requireRole("admin"), teamRouter());
  api.use("/dashboard", staff, dashboardRouter());
  api.use("/pages", staff, pagesRouter());
  api.use("/links", staff, linksRouter());
  api.use("/videos", staff, videosRouter());
  api.use("/uploads", staff, uploadsRouter());

  app.use("/api", api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

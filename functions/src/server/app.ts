import { studentGuardiansRouter } from "../guardians/guardians.router";
import { appManifestRouter } from "../app-manifest/app-manifest.router";
import { studentGuardianRoutes } from "../shared/guardian.routes";
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
import { mySeatsRouter, seatsRouter, seatsSettingsRouter } from "../seats/seats.router";
import { myWaitlistsRouter, waitlistsRouter } from "../waitlists/waitlists.router";
import { myWaitlistRoutes, waitlistRoutes } from "../shared/waitlist.routes";
import { mySeatsRoutes, seatRoutes, seatsSettingsRoutes } from "../shared/seats.routes";
import { meRoutes } from "../shared/me.routes";
import { BODY_MAX_BYTES } from "../shared/api-error";
import { TRUSTED_PROXY_HOPS } from "../api/client-address";
import { authenticate, refuseLockedSession } from "../api/middleware/authenticate";
import { authenticateStudent } from "../api/middleware/authenticate-student";
import type { AccountStateCache } from "../auth/session-validity";
import { bodyLimit } from "../api/middleware/body-limit";
import { errorHandler, notFoundHandler } from "../api/middleware/error-handler";
import { openApiDocument } from "../api/openapi-document";
import { baseOf, groupGuard } from "../api/route-table-router";
import { announcementRoutes } from "../shared/announcement.routes";
import { attendanceRoutes, studentAttendanceRoutes } from "../shared/attendance.routes";
import { auditRoutes } from "../shared/audit.routes";
import { accountSessionRoutes, authRoutes, lockedSessionRoutes } from "../shared/auth.routes";
import { bugReportRoutes } from "../shared/bug-report.routes";
import { chatRoutes } from "../shared/chat.routes";
import { dashboardRoutes } from "../shared/dashboard.routes";
import { groupRoutes } from "../shared/group.routes";
import { linkRoutes } from "../shared/link.routes";
import { pageRoutes } from "../shared/page.routes";
import { practiceRoutes } from "../shared/practice.routes";
import { profileRoutes } from "../shared/profile.routes";
import { legacyProgramRoutes, programRoutes } from "../shared/program.routes";
import type { Route } from "../shared/route-contract";
import { scheduleRoutes } from "../shared/schedule.routes";
import { settingsRoutes } from "../shared/settings.routes";
import { legacyStudentRoutes, studentRoutes } from "../shared/student.routes";
import { teamRoutes } from "../shared/team.routes";
import { uploadRoutes } from "../shared/upload.routes";
import { videoRoutes } from "../shared/video.routes";
import { wellFormedText } from "../api/middleware/well-formed-text";
import { consoleNotificationsRouter } from "../notifications/notifications.router";

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
  // The API's own description, generated from the route table (public, like any API reference).
  api.get("/openapi.json", (_req, res) => {
    res.json(openApiDocument());
  });
  // The app's manifest and icons, from the school's name and logo (public, as manifests are).
  api.use("/app", appManifestRouter());
  api.use(baseOf(authRoutes), authRouter(deps.getSecret));
  // The student API takes a student's Firebase ID token, never a console session.
  api.use(baseOf(mySeatsRoutes), authenticateStudent(deps.accounts), mySeatsRouter());
  api.use(baseOf(myWaitlistRoutes), authenticateStudent(deps.accounts), myWaitlistsRouter());
  // A student's path that no route answers is a 404 here: falling through, it would meet the
  // console's session check and answer "your session has expired" to a valid ID token.
  api.use(baseOf(meRoutes), authenticateStudent(deps.accounts), meRouter(), notFoundHandler);

  // Everything below needs a session. Each resource is mounted at its base behind the union of
  // its routes' roles, and each route checks its own (both from the route table).
  api.use(authenticate(deps.getSecret, deps.accounts));
  // A session the lock screen locked reaches logout and unlock only; everything below is a 423.
  api.use(baseOf(lockedSessionRoutes), groupGuard(lockedSessionRoutes), lockedSessionRouter());
  api.use(refuseLockedSession());
  const mounted: [Record<string, Route>, express.Router][] = [
    [accountSessionRoutes, accountSessionsRouter()],
    [legacyProgramRoutes, legacyProgramsRouter()],
    // Owned by attendance; must stay above the students router.
    [studentAttendanceRoutes, studentAttendanceRouter()],
    // Guardians on a student's record; above the students router too.
    [studentGuardianRoutes, studentGuardiansRouter()],
    [studentRoutes, studentsRouter()],
    [groupRoutes, groupsRouter()],
    [programRoutes, programsRouter()],
    [scheduleRoutes, schedulesRouter()],
    [practiceRoutes, practicesRouter()],
    [attendanceRoutes, attendanceRouter()],
    [legacyStudentRoutes, legacyStudentRouter()],
    [announcementRoutes, announcementsRouter()],
    [chatRoutes, chatsRouter()],
    [bugReportRoutes, bugReportsRouter()],
    // Above the general settings: its own document at /settings/seats.
    [seatsSettingsRoutes, seatsSettingsRouter()],
    [seatRoutes, seatsRouter()],
    [waitlistRoutes, waitlistsRouter()],
    [settingsRoutes, settingsRouter()],
    [auditRoutes, auditRouter()],
    [profileRoutes, profileRouter()],
    [teamRoutes, teamRouter()],
    [dashboardRoutes, dashboardRouter()],
    [pageRoutes, pagesRouter()],
    [linkRoutes, linksRouter()],
    [videoRoutes, videosRouter()],
    [uploadRoutes, uploadsRouter()],
  ];
  for (const [group, router] of mounted) api.use(baseOf(group), groupGuard(group), router);
  // Notifications sit at the API's root (three paths); each route checks its own roles.
  api.use(consoleNotificationsRouter());

  app.use("/api", api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

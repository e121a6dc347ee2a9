import { announcementRoutes } from "./announcement.routes";
import { attendanceRoutes, studentAttendanceRoutes } from "./attendance.routes";
import { auditRoutes } from "./audit.routes";
import { accountSessionRoutes, authRoutes, lockedSessionRoutes } from "./auth.routes";
import { bugReportRoutes } from "./bug-report.routes";
import { chatRoutes } from "./chat.routes";
import { dashboardRoutes } from "./dashboard.routes";
import { groupRoutes } from "./group.routes";
import { studentGuardianRoutes } from "./guardian.routes";
import { linkRoutes } from "./link.routes";
import { pageRoutes } from "./page.routes";
import { practiceRoutes } from "./practice.routes";
import { profileRoutes } from "./profile.routes";
import { legacyProgramRoutes, programRoutes } from "./program.routes";
import type { Route } from "./route-contract";
import { scheduleRoutes } from "./schedule.routes";
import { seatRoutes, seatsSettingsRoutes } from "./seats.routes";
import { settingsRoutes } from "./settings.routes";
import { legacyStudentRoutes, studentRoutes } from "./student.routes";
import { teamRoutes } from "./team.routes";
import { myWaitlistRoutes, waitlistRoutes } from "./waitlist.routes";
import { uploadRoutes } from "./upload.routes";
import { videoRoutes } from "./video.routes";
import { consoleNotificationRoutes, myNotificationRoutes } from "./notification.routes";
import { meAccountRoutes, meRoutes } from "./me.routes";
import { mySeatsRoutes } from "./seats.routes";

/**
 * Every route of the API, by resource: the OpenAPI document, the role matrix test and the
 * contract test read this. A screen imports its resource's `<resource>.routes.ts` alone (so a
 * screen's chunk holds only its own schemas).
 */
export const apiRoutes = {
  auth: authRoutes,
  lockedSession: lockedSessionRoutes,
  accountSessions: accountSessionRoutes,
  students: studentRoutes,
  legacyStudents: legacyStudentRoutes,
  studentAttendance: studentAttendanceRoutes,
  studentGuardians: studentGuardianRoutes,
  groups: groupRoutes,
  programs: programRoutes,
  legacyPrograms: legacyProgramRoutes,
  schedules: scheduleRoutes,
  practices: practiceRoutes,
  attendance: attendanceRoutes,
  announcements: announcementRoutes,
  chats: chatRoutes,
  bugReports: bugReportRoutes,
  settings: settingsRoutes,
  audit: auditRoutes,
  profile: profileRoutes,
  team: teamRoutes,
  dashboard: dashboardRoutes,
  pages: pageRoutes,
  links: linkRoutes,
  videos: videoRoutes,
  uploads: uploadRoutes,
  seats: seatRoutes,
  seatsSettings: seatsSettingsRoutes,
  waitlists: waitlistRoutes,
  notifications: consoleNotificationRoutes,
  myNotifications: myNotificationRoutes,
  meAccount: meAccountRoutes,
  me: meRoutes,
  mySeats: mySeatsRoutes,
  myWaitlists: myWaitlistRoutes,
} as const;

/** Every route, flat, with its resource's name and its own. */
export function allRoutes(): { resource: string; name: string; route: Route }[] {
  return Object.entries(apiRoutes).flatMap(([resource, group]) =>
    Object.entries(group as Record<string, Route>).map(([name, route]) => ({ resource, name, route })),
  );
}

import { Router } from "express";
import {
  appAccountNoContentRoute,
  appAccountRoute,
  bodyWithId,
  fromBody,
  fromQuery,
  noInput,
  pathId,
  studentNoContentRoute,
  studentPageRoute,
  studentRoute,
} from "../api/data-route";
import { parseInput, parsePatch } from "../lib/validate";
import { studentContextOf } from "../api/request-context";
import { getFeed } from "../announcements/get-feed.handler";
import { getMyAttendance } from "../attendance/get-my-attendance.handler";
import { signOutEverywhere } from "../auth/sign-out-everywhere.handler";
import { fileBugReport } from "../bug-reports/file-bug-report.handler";
import { getMyBugReport } from "../bug-reports/get-my-bug-report.handler";
import { listMyBugReports } from "../bug-reports/list-my-bug-reports.handler";
import { openSupportChat } from "../chats/open-support-chat.handler";
import { listMyLinks } from "../links/list-my-links.handler";
import { getMyPage } from "../pages/get-my-page.handler";
import { listMyPages } from "../pages/list-my-pages.handler";
import { createBugReportSchema, listMyBugReportsSchema } from "../shared/bug-report.schema";
import { myAnnouncementsQuerySchema } from "../shared/me-feed.schema";
import { videoProgressSchema } from "../shared/me-practice.schema";
import { meProfileUpdateSchema } from "../shared/me-profile.schema";
import { myWeekQuerySchema } from "../shared/me-week.schema";
import { pageSlugParamsSchema } from "../shared/page.schema";
import { listMyVideosSchema } from "../shared/video.schema";
import { getMyPractice } from "../videos/get-my-practice.handler";
import { listMyVideos } from "../videos/list-my-videos.handler";
import { recordVideoProgress } from "../videos/record-video-progress.handler";
import { getMe } from "./get-me.handler";
import { getMessagePreferences, setMessagePreferences } from "../guardians/message-preferences.handler";
import { messagePreferencesSchema } from "../shared/guardian.schema";
import { getMyWeek } from "./get-my-week.handler";
import { markSeen } from "./mark-seen.handler";
import { studentsOnly } from "./students-only";
import { updateMyAccount } from "./update-my-account.handler";
import { createUploadSlotSchema } from "../shared/upload-slot.schema";
import { createUploadSlot } from "../uploads/create-upload-slot.handler";
import { myNotificationsRouter } from "../notifications/notifications.router";

/**
 * `/api/me`: the app's API, mounted behind `authenticateStudent`. Each route is another
 * resource's handler taking a `StudentContext` (the student, or the child a guardian chose), so
 * every answer is scoped to that student; the resource keeps its own rules and this file only
 * lists what the app may reach. `appAccount*` routes are about the caller's own account.
 */
export function meRouter() {
  const router = Router();
  router.get("/", appAccountRoute(getMe, noInput));
  router.patch(
    "/profile",
    appAccountRoute(updateMyAccount, (req) => parsePatch(meProfileUpdateSchema, req.body)),
  );
  router.post("/sign-out-everywhere", appAccountNoContentRoute(signOutEverywhere, noInput));
  router.get("/week", studentRoute(getMyWeek, fromQuery(myWeekQuerySchema)));
  router.post("/seen", studentNoContentRoute(markSeen, noInput));
  router.get("/announcements", studentPageRoute(getFeed, fromQuery(myAnnouncementsQuerySchema)));
  router.get("/pages", studentRoute(listMyPages, noInput));
  router.get(
    "/pages/:slug",
    studentRoute(getMyPage, (req) => parseInput(pageSlugParamsSchema, req.params)),
  );
  router.get("/links", studentRoute(listMyLinks, noInput));
  // A guardian turns direct messages from staff to the chosen child off or on.
  router.get("/message-preferences", studentRoute(getMessagePreferences, noInput));
  router.patch(
    "/message-preferences",
    studentRoute(setMessagePreferences, fromBody(messagePreferencesSchema)),
  );
  // Guardians write to the support inbox about the child they act for.
  router.post("/support-chat", async (req, res) => {
    const { chat, created } = await openSupportChat({ ctx: studentContextOf(req), input: {} });
    res.status(created ? 201 : 200).json({ data: chat });
  });
  router.post(
    "/bug-reports",
    studentsOnly,
    studentRoute(fileBugReport, fromBody(createBugReportSchema), 201),
  );
  router.get("/bug-reports", studentPageRoute(listMyBugReports, fromQuery(listMyBugReportsSchema)));
  router.get("/bug-reports/:id", studentRoute(getMyBugReport, pathId));
  router.get("/videos", studentPageRoute(listMyVideos, fromQuery(listMyVideosSchema)));
  router.get("/practice", studentRoute(getMyPractice, noInput));
  router.post(
    "/videos/:id/progress",
    studentNoContentRoute(recordVideoProgress, bodyWithId(videoProgressSchema)),
  );
  router.get("/attendance", studentRoute(getMyAttendance, noInput));
  // A slot before each file a student uploads (a bug report's screenshot, a chat attachment).
  router.post("/uploads", studentRoute(createUploadSlot, fromBody(createUploadSlotSchema), 201));
  // Push subscriptions, notification preferences and the inbox: about the account, not a child.
  router.use(myNotificationsRouter());
  return router;
}

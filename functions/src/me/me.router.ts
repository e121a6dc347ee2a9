import { Router } from "express";
import { appAccountRouter, studentRouter } from "../api/route-table-router";
import { getFeed } from "../announcements/get-feed.handler";
import { getMyAttendance } from "../attendance/get-my-attendance.handler";
import { signOutEverywhere } from "../auth/sign-out-everywhere.handler";
import { fileBugReport } from "../bug-reports/file-bug-report.handler";
import { getMyBugReport } from "../bug-reports/get-my-bug-report.handler";
import { listMyBugReports } from "../bug-reports/list-my-bug-reports.handler";
import { openSupportChat } from "../chats/open-support-chat.handler";
import { getMessagePreferences, setMessagePreferences } from "../guardians/message-preferences.handler";
import { listMyLinks } from "../links/list-my-links.handler";
import { myNotificationsRouter } from "../notifications/notifications.router";
import { getMyPage } from "../pages/get-my-page.handler";
import { listMyPages } from "../pages/list-my-pages.handler";
import { meAccountRoutes, meRoutes } from "../shared/me.routes";
import { createUploadSlot } from "../uploads/create-upload-slot.handler";
import { getMyPractice } from "../videos/get-my-practice.handler";
import { listMyVideos } from "../videos/list-my-videos.handler";
import { recordVideoProgress } from "../videos/record-video-progress.handler";
import { getMe } from "./get-me.handler";
import { getMyWeek } from "./get-my-week.handler";
import { markSeen } from "./mark-seen.handler";
import { updateMyAccount } from "./update-my-account.handler";

/**
 * `/api/me`: the app's API, mounted behind `authenticateStudent`: the handlers of `meAccountRoutes`
 * (about the caller's account) and `meRoutes` (about one student: the student, or the child a
 * guardian chose). Each is another resource's handler; the resource keeps its own rules and this
 * file only lists what the app may reach. Answers leave parsed by the table's schemas.
 */
export function meRouter() {
  const router = Router();
  router.use(
    appAccountRouter(meAccountRoutes, {
      get: getMe,
      updateProfile: updateMyAccount,
      signOutEverywhere: async (args) => {
        await signOutEverywhere(args);
        return undefined;
      },
    }),
  );
  router.use(
    studentRouter(meRoutes, {
      week: getMyWeek,
      seen: markSeen,
      announcements: getFeed,
      pages: listMyPages,
      page: getMyPage,
      links: listMyLinks,
      messagePreferences: getMessagePreferences,
      setMessagePreferences,
      supportChat: {
        run: async ({ ctx }) => {
          const { chat, created } = await openSupportChat({ ctx, input: {} });
          return { status: created ? 201 : 200, result: chat };
        },
      },
      fileBugReport,
      bugReports: listMyBugReports,
      bugReport: getMyBugReport,
      videos: listMyVideos,
      practice: getMyPractice,
      videoProgress: recordVideoProgress,
      attendance: getMyAttendance,
      uploads: createUploadSlot,
    }),
  );
  // Push subscriptions, notification preferences and the inbox: about the account, not a child.
  router.use(myNotificationsRouter());
  return router;
}

import { Router } from "express";
import { fromBody, fromQuery, noInput, pathId, studentPageRoute, studentRoute } from "../api/data-route";
import { parseInput } from "../api/middleware/validate";
import { studentContextOf } from "../api/request-context";
import { getFeed } from "../announcements/get-feed.handler";
import { fileBugReport } from "../bug-reports/file-bug-report.handler";
import { getMyBugReport } from "../bug-reports/get-my-bug-report.handler";
import { listMyBugReports } from "../bug-reports/list-my-bug-reports.handler";
import { openSupportChat } from "../chats/open-support-chat.handler";
import { feedQuerySchema } from "../shared/announcement.schema";
import { listMyLinks } from "../links/list-my-links.handler";
import { getMyPage } from "../pages/get-my-page.handler";
import { listMyPages } from "../pages/list-my-pages.handler";
import { pageSlugParamsSchema } from "../shared/page.schema";
import { createBugReportSchema, listMyBugReportsSchema } from "../shared/bug-report.schema";
import { listMyVideosSchema } from "../shared/video.schema";
import { listMyVideos } from "../videos/list-my-videos.handler";
import { createUploadSlotSchema } from "../shared/upload-slot.schema";
import { createUploadSlot } from "../uploads/create-upload-slot.handler";
import { getMyProfile } from "./get-my-profile.handler";

/**
 * `/api/me`: the student API, mounted behind `authenticateStudent`. Each route is another
 * resource's handler taking a `StudentContext`, so every answer is scoped to the caller; the
 * resource keeps its own rules and this file only lists what students may reach.
 */
export function meRouter() {
  const router = Router();
  router.get("/", studentRoute(getMyProfile, noInput));
  router.get("/announcements", studentRoute(getFeed, fromQuery(feedQuerySchema)));
  router.get("/pages", studentRoute(listMyPages, noInput));
  router.get(
    "/pages/:slug",
    studentRoute(getMyPage, (req) => parseInput(pageSlugParamsSchema, req.params)),
  );
  router.get("/links", studentRoute(listMyLinks, noInput));
  router.post("/support-chat", async (req, res) => {
    const { chat, created } = await openSupportChat({ ctx: studentContextOf(req), input: {} });
    res.status(created ? 201 : 200).json({ data: chat });
  });
  router.post("/bug-reports", studentRoute(fileBugReport, fromBody(createBugReportSchema), 201));
  router.get("/bug-reports", studentPageRoute(listMyBugReports, fromQuery(listMyBugReportsSchema)));
  router.get("/bug-reports/:id", studentRoute(getMyBugReport, pathId));
  router.get("/videos", studentPageRoute(listMyVideos, fromQuery(listMyVideosSchema)));
  // A slot before each file a student uploads (a bug report's screenshot, a chat attachment).
  router.post("/uploads", studentRoute(createUploadSlot, fromBody(createUploadSlotSchema), 201));
  return router;
}

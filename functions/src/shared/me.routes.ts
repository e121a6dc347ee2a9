import { z } from "zod";
import { createBugReportSchema, listMyBugReportsSchema, myBugReportSchema } from "./bug-report.schema";
import { mySupportChatSchema } from "./chat.schema";
import { messagePreferencesSchema, myMessagePreferencesSchema } from "./guardian.schema";
import { idParamsSchema } from "./id.schema";
import { myAttendanceSchema } from "./me-attendance.schema";
import { myAnnouncementSchema, myAnnouncementsQuerySchema } from "./me-feed.schema";
import { myPracticeProgramSchema, videoProgressSchema } from "./me-practice.schema";
import { meProfileUpdateSchema, meSchema, myAccountSchema } from "./me-profile.schema";
import { myWeekQuerySchema, myWeekSchema } from "./me-week.schema";
import { pageSlugParamsSchema, studentPageSchema, studentPageSummarySchema } from "./page.schema";
import { studentLinkSchema } from "./link.schema";
import { data, defineRoutes, empty, page } from "./route-contract";
import { createUploadSlotSchema, uploadSlotSchema } from "./upload-slot.schema";
import { listMyVideosSchema, myVideoSchema } from "./video.schema";

/**
 * /api/me: the student and family app's routes about the signed-in account itself (a guardian
 * may call them before choosing a child). Every answer is parsed by its schema on the way out,
 * so only the fields listed here leave.
 */
export const meAccountRoutes = defineRoutes(
  { base: "/me", tag: "Me", callers: ["student", "guardian"] },
  {
    get: {
      method: "GET",
      path: "/",
      summary: "Who is signed in, their school, and whose record the app shows",
      answer: data(meSchema),
    },
    updateProfile: {
      method: "PATCH",
      path: "/profile",
      summary: "Change my display name or photo (only the fields sent)",
      body: meProfileUpdateSchema,
      patch: true,
      answer: data(myAccountSchema),
    },
    signOutEverywhere: {
      method: "POST",
      path: "/sign-out-everywhere",
      summary: "End every session of my account, on every device",
      answer: empty,
    },
  },
);

/**
 * /api/me: the app's routes about one student: the student's own record, or the child a guardian
 * names in `X-Student-Id` (a guardian who names none gets 400 `child_required`). Reader views
 * only: every answer is parsed by its schema on the way out.
 */
export const meRoutes = defineRoutes(
  { base: "/me", tag: "Me", callers: ["student", "guardian"] },
  {
    week: {
      method: "GET",
      path: "/week",
      summary: "The week's classes and practice, closed days, and what is new since the last visit",
      query: myWeekQuerySchema,
      answer: data(myWeekSchema),
    },
    seen: {
      method: "POST",
      path: "/seen",
      summary: "Record a visit: what is new counts from now",
      answer: empty,
    },
    announcements: {
      method: "GET",
      path: "/announcements",
      summary: "The announcements the student reads, pinned first, then newest",
      query: myAnnouncementsQuerySchema,
      answer: page(myAnnouncementSchema),
    },
    pages: {
      method: "GET",
      path: "/pages",
      summary: "The published pages the student may read (no bodies)",
      answer: data(z.array(studentPageSummarySchema)),
    },
    page: {
      method: "GET",
      path: "/pages/:slug",
      summary: "One published page, with its body (Markdown)",
      params: pageSlugParamsSchema,
      answer: data(studentPageSchema),
    },
    links: {
      method: "GET",
      path: "/links",
      summary: "The links shown to the student",
      answer: data(z.array(studentLinkSchema)),
    },
    messagePreferences: {
      method: "GET",
      path: "/message-preferences",
      summary: "Whether staff may open direct conversations with the child",
      callers: ["guardian"],
      answer: data(myMessagePreferencesSchema),
    },
    setMessagePreferences: {
      method: "PATCH",
      path: "/message-preferences",
      summary: "Turn direct messages from staff to the child off or on",
      callers: ["guardian"],
      body: messagePreferencesSchema,
      answer: data(myMessagePreferencesSchema),
    },
    supportChat: {
      method: "POST",
      path: "/support-chat",
      summary: "Open the support chat (201), or answer the open one (200)",
      answer: data(mySupportChatSchema, 201, 200),
    },
    fileBugReport: {
      method: "POST",
      path: "/bug-reports",
      summary: "Report a problem with the app (students only)",
      callers: ["student"],
      body: createBugReportSchema,
      answer: data(myBugReportSchema, 201),
    },
    bugReports: {
      method: "GET",
      path: "/bug-reports",
      summary: "The student's reports, newest first",
      query: listMyBugReportsSchema,
      answer: page(myBugReportSchema),
    },
    bugReport: {
      method: "GET",
      path: "/bug-reports/:id",
      summary: "One of the student's reports, with the school's replies",
      params: idParamsSchema,
      answer: data(myBugReportSchema),
    },
    videos: {
      method: "GET",
      path: "/videos",
      summary: "The student's released videos, newest release first",
      query: listMyVideosSchema,
      answer: page(myVideoSchema),
    },
    practice: {
      method: "GET",
      path: "/practice",
      summary: "The student's programs, each with its term weeks and released videos",
      answer: data(z.array(myPracticeProgramSchema)),
    },
    videoProgress: {
      method: "POST",
      path: "/videos/:id/progress",
      summary: "Report how far a video has been watched",
      params: idParamsSchema,
      body: videoProgressSchema,
      answer: empty,
    },
    attendance: {
      method: "GET",
      path: "/attendance",
      summary: "The student's attendance by program (the latest marks)",
      answer: data(myAttendanceSchema),
    },
    uploads: {
      method: "POST",
      path: "/uploads",
      summary: "A slot to upload one file to (a report's screenshot, a chat attachment)",
      body: createUploadSlotSchema,
      answer: data(uploadSlotSchema, 201),
    },
  },
);

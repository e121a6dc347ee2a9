import type { CreateBugReportInput } from "@shared/bug-report.schema";
import { meRoutes } from "@shared/me.routes";
import { BUG_SCREENSHOT_MAX_BYTES } from "@shared/storage-path.schema";
import { apiCall } from "@/lib/api-call";
import { imageProblem, uploadWithSlot } from "@/lib/upload";
import { useMeData } from "@/lib/use-me-data";

/** Why this file cannot be a screenshot, or null. */
export const screenshotProblem = (file: { type: string; size: number }) =>
  imageProblem(file, BUG_SCREENSHOT_MAX_BYTES, "A screenshot");

/** Uploads a screenshot into the student's own folder, through an upload slot. */
export const uploadScreenshot = (file: File) => uploadWithSlot({ kind: "bug-screenshot" }, file);

/** `POST /api/me/bug-reports` */
export const fileReport = (input: CreateBugReportInput) => apiCall(meRoutes.fileBugReport, { body: input });

/** `GET /api/me/bug-reports`: the caller's own reports, newest first, with status and replies. */
export const useMyReports = () => useMeData(meRoutes.bugReports, { query: { limit: 20 } });

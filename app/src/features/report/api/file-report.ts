import type { CreateBugReportInput, MyBugReport } from "@shared/bug-report.schema";
import { BUG_SCREENSHOT_MAX_BYTES } from "@shared/storage-path.schema";
import type { UploadSlot } from "@shared/upload-slot.schema";
import { meData, type CursorPage } from "@/lib/api-client";
import { useMeData } from "@/lib/use-me-data";

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** Why this file cannot be a screenshot, or null. */
export function screenshotProblem(file: { type: string; size: number }): string | null {
  if (!EXTENSIONS[file.type]) return "A screenshot must be a PNG, JPEG or WebP image.";
  if (file.size > BUG_SCREENSHOT_MAX_BYTES) return "A screenshot can be at most 5 MB.";
  return null;
}

/**
 * Uploads a screenshot: the API first issues an upload slot (the path to write, within the
 * student's caps), and the Storage rules accept exactly that path, type and size once.
 */
export async function uploadScreenshot(file: File): Promise<string> {
  const slot = await meData<UploadSlot>("/uploads", {
    method: "POST",
    body: { kind: "bug-screenshot", contentType: file.type, size: file.size },
  });
  // One module for the SDK and its functions: two dynamic imports of it split across chunks broke it.
  const { storage, ref, uploadBytes } = await import("@/lib/storage");
  await uploadBytes(ref(storage, slot.path), file, { contentType: file.type });
  return slot.path;
}

/** `POST /api/me/bug-reports` */
export const fileReport = (input: CreateBugReportInput) =>
  meData<MyBugReport>("/bug-reports", { method: "POST", body: input });

/** `GET /api/me/bug-reports`: the caller's own reports, newest first, with status and replies. */
export const useMyReports = () =>
  useMeData<CursorPage<MyBugReport>>("/bug-reports", { limit: 20 }, { page: true });

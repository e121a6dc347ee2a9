import type { MyVideo } from "@shared/video.schema";
import { meData, type CursorPage } from "@/lib/api-client";
import { useMeData } from "@/lib/use-me-data";
import type { ProgressEvent } from "../watch-progress";

/** `GET /api/me/videos`: the released videos, newest first (the first page, up to `limit`). */
export const useVideos = (limit: number) =>
  useMeData<CursorPage<MyVideo>>("/videos", { limit }, { page: true });

/** `POST /api/me/videos/:id/progress`: started, or watched to 90%. */
export const postProgress = (videoId: string, body: ProgressEvent) =>
  meData<void>(`/videos/${encodeURIComponent(videoId)}/progress`, { method: "POST", body });

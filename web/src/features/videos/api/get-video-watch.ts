import type { VideoWatchSummary } from "@shared/video-watch.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";
import { videoKeys } from "./list-videos";

/** GET /api/videos/:id/watch: how many students started the video and watched it to 90%. */
export function getVideoWatchQueryOptions(id: string) {
  return apiQueryOptions<VideoWatchSummary>(
    [...videoKeys.one(id), "watch"],
    `/videos/${encodeURIComponent(id)}/watch`,
    { quiet: true },
  );
}

export function useVideoWatch(id: string) {
  return useQuery(getVideoWatchQueryOptions(id));
}

import type { Video } from "@shared/video.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";
import { videoKeys } from "./list-videos";

/** GET /api/videos/:id (archived ones too). */
export function getVideoQueryOptions(id: string) {
  return apiQueryOptions<Video>(videoKeys.one(id), `/videos/${encodeURIComponent(id)}`, { quiet: true });
}

export function useVideo(id: string) {
  return useQuery(getVideoQueryOptions(id));
}

import { videoRoutes } from "@shared/video.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { videoKeys } from "./list-videos";

/** GET /api/videos/:id/watch: how many students started the video and watched it to 90%. */
export function getVideoWatchQueryOptions(id: string) {
  return routeQueryOptions([...videoKeys.one(id), "watch"], videoRoutes.watch, {
    params: { id },
    quiet: true,
  });
}

export function useVideoWatch(id: string) {
  return useQuery(getVideoWatchQueryOptions(id));
}

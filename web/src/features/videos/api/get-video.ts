import { videoRoutes } from "@shared/video.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { videoKeys } from "./list-videos";

/** GET /api/videos/:id (archived ones too). */
export function getVideoQueryOptions(id: string) {
  return routeQueryOptions(videoKeys.one(id), videoRoutes.get, { params: { id }, quiet: true });
}

export function useVideo(id: string) {
  return useQuery(getVideoQueryOptions(id));
}

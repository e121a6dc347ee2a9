import { videoRoutes } from "@shared/video.routes";
import {
  VIDEO_LIST_STATUSES,
  VIDEO_SOURCE_KINDS,
  type VideoListStatus,
  type VideoSourceKind,
} from "@shared/video.schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { routePagesQueryOptions } from "@/lib/api-query";
import { sharedRootKeys } from "@/lib/query-keys";

/** Every video query sits under `all`. */
export const videoKeys = {
  all: sharedRootKeys.videos,
  lists: () => [...videoKeys.all, "list"] as const,
  one: (id: string) => [...videoKeys.all, "one", id] as const,
};

export interface VideoFilters {
  programId: string;
  /** "" for every week. */
  week: string;
  source: VideoSourceKind | "";
  status: VideoListStatus;
  q: string;
}

export const PAGE_SIZE = 25;

/** The master list's filters as its address gives them (?programId=&week=&source=&status=&q=). */
export function videoFiltersOf(params: URLSearchParams): VideoFilters {
  const status = params.get("status") as VideoListStatus | null;
  const source = params.get("source") as VideoSourceKind | null;
  const week = params.get("week") ?? "";
  return {
    programId: params.get("programId") ?? "",
    week: /^\d{1,3}$/.test(week) ? week : "",
    source: source && VIDEO_SOURCE_KINDS.includes(source) ? source : "",
    status: status && VIDEO_LIST_STATUSES.includes(status) ? status : "all",
    q: params.get("q") ?? "",
  };
}

/** GET /api/videos: the library with its filters, in cursor pages ("Load more"). */
export function getVideosQueryOptions(filters: VideoFilters, limit = PAGE_SIZE) {
  return routePagesQueryOptions([...videoKeys.lists(), filters, limit], videoRoutes.list, (cursor) => ({
    query: {
      ...(filters.programId && { programId: filters.programId }),
      ...(filters.week && { week: filters.week }),
      ...(filters.source && { source: filters.source }),
      ...(filters.q && { q: filters.q }),
      status: filters.status,
      limit,
      cursor,
    },
  }));
}

export function useVideos(filters: VideoFilters, limit = PAGE_SIZE) {
  return useInfiniteQuery(getVideosQueryOptions(filters, limit));
}

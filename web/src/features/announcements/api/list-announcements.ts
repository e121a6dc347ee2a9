import type { Announcement } from "@shared/announcement.schema";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { STATUS_TABS } from "../types";

export interface AnnouncementFilters {
  status: string;
  q: string;
  audience: string;
}

/** The list's filters as its address gives them (?status=&q=&audience=); an unknown tab is "all". */
export function announcementFiltersOf(params: URLSearchParams): AnnouncementFilters {
  const status = params.get("status");
  return {
    status: status && STATUS_TABS.some((t) => t.value === status) ? status : "all",
    q: params.get("q") ?? "",
    audience: params.get("audience") ?? "",
  };
}

interface Page {
  data: Announcement[];
  nextCursor: string | null;
}

/** Every announcement query sits under `all` (the audience options sit with the lookups). */
export const announcementKeys = {
  all: ["announcements"] as const,
  lists: () => [...announcementKeys.all, "list"] as const,
};

/** GET /api/announcements: one tab, searched and filtered, in cursor pages ("Load more"). */
export function listAnnouncements(
  filters: AnnouncementFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return apiRequest<Page>("/announcements", {
    signal,
    query: {
      status: filters.status,
      q: filters.q,
      audience: filters.audience,
      cursor,
      limit: 20,
    },
  });
}

export function getAnnouncementsQueryOptions(filters: AnnouncementFilters) {
  return infiniteQueryOptions({
    queryKey: [...announcementKeys.lists(), filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => listAnnouncements(filters, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAnnouncements(filters: AnnouncementFilters) {
  return useInfiniteQuery(getAnnouncementsQueryOptions(filters));
}

import { announcementRoutes } from "@shared/announcement.routes";
import type { AnnouncementStatus } from "@shared/announcement.schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { routePagesQueryOptions } from "@/lib/api-query";
import { STATUS_TABS } from "../types";

export interface AnnouncementFilters {
  status: AnnouncementStatus | "all";
  q: string;
  audience: string;
}

/** The list's filters as its address gives them (?status=&q=&audience=); an unknown tab is "all". */
export function announcementFiltersOf(params: URLSearchParams): AnnouncementFilters {
  const status = STATUS_TABS.find((t) => t.value === params.get("status"))?.value;
  return {
    status: status ?? "all",
    q: params.get("q") ?? "",
    audience: params.get("audience") ?? "",
  };
}

/** Every announcement query sits under `all` (the audience options sit with the lookups). */
export const announcementKeys = {
  all: ["announcements"] as const,
  lists: () => [...announcementKeys.all, "list"] as const,
};

/** GET /api/announcements: one tab, searched and filtered, in cursor pages ("Load more"). */
export function getAnnouncementsQueryOptions(filters: AnnouncementFilters) {
  return routePagesQueryOptions(
    [...announcementKeys.lists(), filters],
    announcementRoutes.list,
    (cursor) => ({
      query: { status: filters.status, q: filters.q, audience: filters.audience, cursor, limit: 20 },
    }),
  );
}

export function useAnnouncements(filters: AnnouncementFilters) {
  return useInfiniteQuery(getAnnouncementsQueryOptions(filters));
}

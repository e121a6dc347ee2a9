import type { Announcement } from "@shared/announcement.schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { cursorPagesQueryOptions } from "@/lib/api-query";
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

/** Every announcement query sits under `all` (the audience options sit with the lookups). */
export const announcementKeys = {
  all: ["announcements"] as const,
  lists: () => [...announcementKeys.all, "list"] as const,
};

/** GET /api/announcements: one tab, searched and filtered, in cursor pages ("Load more"). */
export function getAnnouncementsQueryOptions(filters: AnnouncementFilters) {
  return cursorPagesQueryOptions<Announcement>(
    [...announcementKeys.lists(), filters],
    "/announcements",
    (cursor) => ({ status: filters.status, q: filters.q, audience: filters.audience, cursor, limit: 20 }),
  );
}

export function useAnnouncements(filters: AnnouncementFilters) {
  return useInfiniteQuery(getAnnouncementsQueryOptions(filters));
}

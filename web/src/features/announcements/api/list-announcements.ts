import type { Announcement } from "@shared/announcement.schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { announcementKeys } from "../types";

export interface AnnouncementFilters {
  status: string;
  q: string;
  audience: string;
}

interface Page {
  data: Announcement[];
  nextCursor: string | null;
}

/** GET /api/announcements: one tab, searched and filtered, in cursor pages ("Load more"). */
export function useAnnouncements(filters: AnnouncementFilters) {
  return useInfiniteQuery({
    queryKey: announcementKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Page>("/announcements", {
        signal,
        query: {
          status: filters.status,
          q: filters.q,
          audience: filters.audience,
          cursor: pageParam,
          limit: 20,
        },
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

import type { Announcement } from "@shared/announcement.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { announcementKeys } from "./list-announcements";

export function getAnnouncement(id: string, signal?: AbortSignal) {
  return apiRequest<{ data: Announcement }>(`/announcements/${encodeURIComponent(id)}`, { signal }).then(
    (r) => r.data,
  );
}

export function getAnnouncementQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: [...announcementKeys.all, "detail", id ?? ""],
    enabled: Boolean(id),
    queryFn: ({ signal }) => getAnnouncement(id ?? "", signal),
  });
}

export function useAnnouncement(id: string | null) {
  return useQuery(getAnnouncementQueryOptions(id));
}

import type { Announcement } from "@shared/announcement.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { announcementKeys } from "./list-announcements";

export function getAnnouncement(id: string, signal?: AbortSignal) {
  return apiData<Announcement>(`/announcements/${encodeURIComponent(id)}`, { signal });
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

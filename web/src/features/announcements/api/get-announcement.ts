import { announcementRoutes } from "@shared/announcement.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { announcementKeys } from "./list-announcements";

export function getAnnouncement(id: string, signal?: AbortSignal) {
  return apiCall(announcementRoutes.get, { params: { id }, signal });
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

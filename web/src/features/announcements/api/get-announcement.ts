import type { Announcement } from "@shared/announcement.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { announcementKeys } from "../types";

export function useAnnouncement(id: string | null) {
  return useQuery({
    queryKey: announcementKeys.detail(id ?? ""),
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: Announcement }>(`/announcements/${encodeURIComponent(id ?? "")}`, { signal }).then(
        (r) => r.data,
      ),
  });
}

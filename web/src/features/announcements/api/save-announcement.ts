import type { Announcement, AnnouncementInput } from "@shared/announcement.schema";
import { apiData } from "@/lib/api-client";
import { getAnnouncementQueryOptions } from "./get-announcement";
import { announcementKeys } from "./list-announcements";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** POST /api/announcements (new) or PUT /api/announcements/:id (edit). */
export function saveAnnouncement(input: AnnouncementInput, id: string | null) {
  return apiData<Announcement>(id ? `/announcements/${encodeURIComponent(id)}` : "/announcements", {
    method: id ? "PUT" : "POST",
    body: input,
  });
}

export function useSaveAnnouncement(id: string | null) {
  return useRefreshingMutation((input: AnnouncementInput) => saveAnnouncement(input, id), {
    record: (saved) => getAnnouncementQueryOptions(saved._id).queryKey,
    stale: () => [announcementKeys.lists()],
  });
}

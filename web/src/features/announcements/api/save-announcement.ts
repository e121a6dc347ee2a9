import { announcementRoutes } from "@shared/announcement.routes";
import type { AnnouncementInput } from "@shared/announcement.schema";
import { apiCall } from "@/lib/api-call";
import { getAnnouncementQueryOptions } from "./get-announcement";
import { announcementKeys } from "./list-announcements";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

/** POST /api/announcements (new) or PUT /api/announcements/:id (edit). */
export function saveAnnouncement(input: AnnouncementInput, id: string | null) {
  return id
    ? apiCall(announcementRoutes.update, { params: { id }, body: input })
    : apiCall(announcementRoutes.create, { body: input });
}

export function useSaveAnnouncement(id: string | null) {
  return useRefreshingMutation((input: AnnouncementInput) => saveAnnouncement(input, id), {
    record: (saved) => getAnnouncementQueryOptions(saved._id).queryKey,
    stale: () => [announcementKeys.lists()],
  });
}

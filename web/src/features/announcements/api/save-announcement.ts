import type { Announcement, AnnouncementInput } from "@shared/announcement.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { getAnnouncementQueryOptions } from "./get-announcement";
import { announcementKeys } from "./list-announcements";

/** POST /api/announcements (new) or PUT /api/announcements/:id (edit). */
export function saveAnnouncement(input: AnnouncementInput, id: string | null) {
  return apiData<Announcement>(id ? `/announcements/${encodeURIComponent(id)}` : "/announcements", {
    method: id ? "PUT" : "POST",
    body: input,
  });
}

export function useSaveAnnouncement(id: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => saveAnnouncement(input, id),
    onSuccess: (saved) => {
      qc.setQueryData(getAnnouncementQueryOptions(saved._id).queryKey, saved);
      void qc.invalidateQueries({ queryKey: announcementKeys.lists() });
    },
  });
}

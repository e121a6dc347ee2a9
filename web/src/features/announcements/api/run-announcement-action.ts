import type { Announcement } from "@shared/announcement.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "@/lib/api-client";
import { getAnnouncementQueryOptions } from "./get-announcement";
import { announcementKeys } from "./list-announcements";

/**
 * The list's one-click actions: pin/unpin (PATCH), archive and restore (its undo), duplicate,
 * publish now (admin) and permanent delete (admin, archived only). Each refreshes the lists.
 */
export type AnnouncementAction =
  | { kind: "pin"; id: string; pinned: boolean }
  | { kind: "archive" | "restore" | "duplicate" | "publish" | "delete"; id: string };

export function runAnnouncementAction(action: AnnouncementAction): Promise<Announcement | null> {
  const path = `/announcements/${encodeURIComponent(action.id)}`;
  switch (action.kind) {
    case "pin":
      return apiData<Announcement>(path, {
        method: "PATCH",
        body: { pinned: action.pinned },
      });
    case "publish":
      return apiRequest<{ data: { announcement: Announcement } }>(`${path}/publish`, { method: "POST" }).then(
        (r) => r.data.announcement,
      );
    case "delete":
      return apiRequest<void>(path, { method: "DELETE" }).then(() => null);
    default:
      return apiData<Announcement>(`${path}/${action.kind}`, { method: "POST" });
  }
}

export function useAnnouncementAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runAnnouncementAction,
    onSuccess: (result, action) => {
      if (result) qc.setQueryData(getAnnouncementQueryOptions(result._id).queryKey, result);
      if (action.kind === "delete")
        qc.removeQueries({ queryKey: getAnnouncementQueryOptions(action.id).queryKey });
      return qc.invalidateQueries({ queryKey: announcementKeys.lists() });
    },
  });
}

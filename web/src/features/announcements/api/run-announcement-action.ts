import { announcementRoutes } from "@shared/announcement.routes";
import type { Announcement } from "@shared/announcement.schema";
import { apiCall } from "@/lib/api-call";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
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
  const params = { id: action.id };
  switch (action.kind) {
    case "pin":
      return apiCall(announcementRoutes.pin, { params, body: { pinned: action.pinned } });
    case "publish":
      return apiCall(announcementRoutes.publish, { params }).then((r) => r.announcement);
    case "delete":
      return apiCall(announcementRoutes.delete, { params }).then(() => null);
    default:
      return apiCall(announcementRoutes[action.kind], { params });
  }
}

export function useAnnouncementAction() {
  return useRefreshingMutation(runAnnouncementAction, {
    record: (result) => (result ? getAnnouncementQueryOptions(result._id).queryKey : null),
    removed: (_result, action) =>
      action.kind === "delete" ? [getAnnouncementQueryOptions(action.id).queryKey] : [],
    stale: () => [announcementKeys.lists()],
    settleAfterRefresh: true,
  });
}

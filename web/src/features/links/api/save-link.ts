import { linkRoutes } from "@shared/link.routes";
import type { Link, LinkFields, UpdateLinkFields } from "@shared/link.schema";
import { apiCall } from "@/lib/api-call";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { linkKeys } from "./list-links";

const refreshLinks = { stale: () => [linkKeys.all] };

/** POST /api/links, or PATCH /api/links/:id (a whole edit, or just `shown`). */
export function saveLink({ id, input }: { id?: string | undefined; input: LinkFields | UpdateLinkFields }) {
  return id
    ? apiCall(linkRoutes.update, { params: { id }, body: input })
    : apiCall(linkRoutes.create, { body: input as LinkFields });
}

export function useSaveLink() {
  return useRefreshingMutation(saveLink, { ...refreshLinks, settleAfterRefresh: true });
}

/** POST /api/links/:id/archive or /restore */
export function setLinkArchived({ id, archived }: { id: string; archived: boolean }) {
  return apiCall(archived ? linkRoutes.archive : linkRoutes.restore, { params: { id } });
}

export function useSetLinkArchived() {
  return useRefreshingMutation(setLinkArchived, refreshLinks);
}

/** POST /api/links/reorder {ids}: shown at once in the new order, put back if the save fails. */
export function reorderLinks(ids: string[]) {
  return apiCall(linkRoutes.reorder, { body: { ids } });
}

export function useReorderLinks() {
  return useRefreshingMutation(reorderLinks, {
    ...refreshLinks,
    optimistic: {
      key: linkKeys.list(false),
      apply: (before: Link[], ids) => {
        const byId = new Map(before.map((l) => [l._id, l]));
        return ids.flatMap((id, order) => {
          const l = byId.get(id);
          return l ? [{ ...l, order }] : [];
        });
      },
    },
  });
}

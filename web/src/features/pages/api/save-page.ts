import { pageRoutes } from "@shared/page.routes";
import type { PageFields } from "@shared/page.schema";
import { apiCall } from "@/lib/api-call";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { pageKeys } from "./list-pages";

const refreshPages = { stale: () => [pageKeys.all] };

/** POST /api/pages, or PATCH /api/pages/:id with the version the editor opened (409 if stale). */
export function savePage({
  id,
  version,
  input,
}: {
  id?: string | undefined;
  version?: number;
  input: PageFields;
}) {
  return id
    ? apiCall(pageRoutes.update, { params: { id }, body: { ...input, version } })
    : apiCall(pageRoutes.create, { body: input });
}

export function useSavePage() {
  return useRefreshingMutation(savePage, refreshPages);
}

/** POST /api/pages/:id/archive or /restore */
export function setPageArchived({ id, archived }: { id: string; archived: boolean }) {
  return apiCall(archived ? pageRoutes.archive : pageRoutes.restore, { params: { id } });
}

export function useSetPageArchived() {
  return useRefreshingMutation(setPageArchived, refreshPages);
}

/** POST /api/pages/:id/versions/:n/restore: version n saved again as the newest. */
export function restorePageVersion({
  id,
  restore,
  version,
}: {
  id: string;
  restore: number;
  version: number;
}) {
  return apiCall(pageRoutes.restoreVersion, { params: { id, version: restore }, body: { version } });
}

export function useRestorePageVersion() {
  return useRefreshingMutation(restorePageVersion, refreshPages);
}

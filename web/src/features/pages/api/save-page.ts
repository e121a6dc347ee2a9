import type { Page, PageFields } from "@shared/page.schema";
import { apiData } from "@/lib/api-client";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { pageKeys } from "./list-pages";

const pagePath = (id: string) => `/pages/${encodeURIComponent(id)}`;
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
    ? apiData<Page>(pagePath(id), { method: "PATCH", body: { ...input, version } })
    : apiData<Page>("/pages", { method: "POST", body: input });
}

export function useSavePage() {
  return useRefreshingMutation(savePage, refreshPages);
}

/** POST /api/pages/:id/archive or /restore */
export function setPageArchived({ id, archived }: { id: string; archived: boolean }) {
  return apiData<Page>(`${pagePath(id)}/${archived ? "archive" : "restore"}`, { method: "POST" });
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
  return apiData<Page>(`${pagePath(id)}/versions/${restore}/restore`, { method: "POST", body: { version } });
}

export function useRestorePageVersion() {
  return useRefreshingMutation(restorePageVersion, refreshPages);
}

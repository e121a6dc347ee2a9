import type { PageVersion } from "@shared/page.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";
import { pageKeys } from "./list-pages";

const path = (id: string) => `/pages/${encodeURIComponent(id)}/versions`;

/** GET /api/pages/:id/versions: the latest 50 saves, newest first, without bodies. */
export function getPageVersionsQueryOptions(id: string) {
  return apiQueryOptions<PageVersion[]>([...pageKeys.one(id), "versions"], path(id), {
    query: { limit: 50 },
  });
}

export function usePageVersions(id: string) {
  return useQuery(getPageVersionsQueryOptions(id));
}

/** GET /api/pages/:id/versions/:n: one save with its body (a version never changes). */
export function getPageVersionQueryOptions(id: string, version: number) {
  return {
    ...apiQueryOptions<PageVersion>([...pageKeys.one(id), "version", version], `${path(id)}/${version}`),
    staleTime: Infinity,
  };
}

export function usePageVersion(id: string, version: number | null) {
  return useQuery({ ...getPageVersionQueryOptions(id, version ?? 0), enabled: version !== null });
}

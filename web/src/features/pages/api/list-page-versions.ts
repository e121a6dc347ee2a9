import { pageRoutes } from "@shared/page.routes";
import { useQuery } from "@tanstack/react-query";
import { routeItemsQueryOptions, routeQueryOptions } from "@/lib/api-query";
import { pageKeys } from "./list-pages";

/** GET /api/pages/:id/versions: the latest 50 saves, newest first, without bodies. */
export function getPageVersionsQueryOptions(id: string) {
  return routeItemsQueryOptions([...pageKeys.one(id), "versions"], pageRoutes.versions, {
    params: { id },
    query: { limit: 50 },
  });
}

export function usePageVersions(id: string) {
  return useQuery(getPageVersionsQueryOptions(id));
}

/** GET /api/pages/:id/versions/:n: one save with its body (a version never changes). */
export function getPageVersionQueryOptions(id: string, version: number) {
  return {
    ...routeQueryOptions([...pageKeys.one(id), "version", version], pageRoutes.version, {
      params: { id, version },
    }),
    staleTime: Infinity,
  };
}

export function usePageVersion(id: string, version: number | null) {
  return useQuery({ ...getPageVersionQueryOptions(id, version ?? 0), enabled: version !== null });
}

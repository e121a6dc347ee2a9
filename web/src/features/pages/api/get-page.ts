import { pageRoutes } from "@shared/page.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { pageKeys } from "./list-pages";

/** GET /api/pages/:id: the page as last saved, with its version number. */
export function getPageQueryOptions(id: string) {
  return routeQueryOptions(pageKeys.one(id), pageRoutes.get, { params: { id } });
}

/**
 * The page an editor opens. It never refetches by itself (focus, staleness): the form is built from
 * it, and another editor's save must reach this one as a 409 on save, not as a reset of the text.
 */
export function usePage(id: string | null) {
  return useQuery({
    ...getPageQueryOptions(id ?? ""),
    enabled: Boolean(id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

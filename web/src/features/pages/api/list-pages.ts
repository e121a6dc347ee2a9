import { pageRoutes } from "@shared/page.routes";
import { useQuery } from "@tanstack/react-query";
import { routeItemsQueryOptions } from "@/lib/api-query";

/** Every pages query sits under `all`: a save refreshes the lists, the page and its history. */
export const pageKeys = {
  all: ["pages"] as const,
  list: (archived: boolean) => [...pageKeys.all, "list", archived] as const,
  one: (id: string) => [...pageKeys.all, "one", id] as const,
};

/** GET /api/pages: a school's pages fit one page of 100. */
export function getPagesQueryOptions(archived = false) {
  return routeItemsQueryOptions(pageKeys.list(archived), pageRoutes.list, {
    query: { archived: archived ? "true" : "false", limit: 100 },
  });
}

export function usePages(archived = false) {
  return useQuery(getPagesQueryOptions(archived));
}

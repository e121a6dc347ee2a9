import type { Page } from "@shared/page.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";

/** Every pages query sits under `all`: a save refreshes the lists, the page and its history. */
export const pageKeys = {
  all: ["pages"] as const,
  list: (archived: boolean) => [...pageKeys.all, "list", archived] as const,
  one: (id: string) => [...pageKeys.all, "one", id] as const,
};

/** GET /api/pages: a school's pages fit one page of 100. */
export function getPagesQueryOptions(archived = false) {
  return apiQueryOptions<Page[]>(pageKeys.list(archived), "/pages", { query: { archived, limit: 100 } });
}

export function usePages(archived = false) {
  return useQuery(getPagesQueryOptions(archived));
}

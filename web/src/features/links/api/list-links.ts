import { linkRoutes } from "@shared/link.routes";
import { useQuery } from "@tanstack/react-query";
import { routeItemsQueryOptions } from "@/lib/api-query";

export const linkKeys = {
  all: ["links"] as const,
  list: (archived: boolean) => [...linkKeys.all, "list", archived] as const,
};

/** GET /api/links: a school's links fit one page of 200, in their order. */
export function getLinksQueryOptions(archived = false) {
  return routeItemsQueryOptions(linkKeys.list(archived), linkRoutes.list, {
    query: { archived: archived ? "true" : "false", limit: 200 },
  });
}

export function useLinks(archived = false) {
  return useQuery(getLinksQueryOptions(archived));
}

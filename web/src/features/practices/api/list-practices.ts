import { practiceRoutes } from "@shared/practice.routes";
import { useInfiniteQuery } from "@tanstack/react-query";
import { routePagesQueryOptions } from "@/lib/api-query";

/** Every practice query sits under `all`. */
export const practiceKeys = {
  all: ["practices"] as const,
};

/** GET /api/practices: upcoming or past, in cursor pages. */
export function getPracticesQueryOptions(when: "upcoming" | "past") {
  return routePagesQueryOptions([...practiceKeys.all, "list", when], practiceRoutes.list, (cursor) => ({
    query: { when, cursor, limit: 10 },
  }));
}

export function usePractices(when: "upcoming" | "past") {
  return useInfiniteQuery(getPracticesQueryOptions(when));
}

import type { Practice } from "@shared/practice.schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { cursorPagesQueryOptions } from "@/lib/api-query";

/** Every practice query sits under `all`. */
export const practiceKeys = {
  all: ["practices"] as const,
};

/** GET /api/practices: upcoming or past, in cursor pages. */
export function getPracticesQueryOptions(when: "upcoming" | "past") {
  return cursorPagesQueryOptions<Practice>([...practiceKeys.all, "list", when], "/practices", (cursor) => ({
    when,
    cursor,
    limit: 10,
  }));
}

export function usePractices(when: "upcoming" | "past") {
  return useInfiniteQuery(getPracticesQueryOptions(when));
}

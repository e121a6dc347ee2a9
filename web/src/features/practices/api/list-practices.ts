import type { Practice } from "@shared/practice.schema";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Every practice query sits under `all`. */
export const practiceKeys = {
  all: ["practices"] as const,
};

/** GET /api/practices: upcoming or past, in cursor pages. */
export function listPractices(when: "upcoming" | "past", cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest<{ data: Practice[]; nextCursor: string | null }>("/practices", {
    query: { when, cursor, limit: 10 },
    signal,
  });
}

export function getPracticesQueryOptions(when: "upcoming" | "past") {
  return infiniteQueryOptions({
    queryKey: [...practiceKeys.all, "list", when],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => listPractices(when, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function usePractices(when: "upcoming" | "past") {
  return useInfiniteQuery(getPracticesQueryOptions(when));
}

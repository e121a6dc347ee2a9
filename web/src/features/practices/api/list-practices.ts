import type { Practice } from "@shared/practice.schema";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function usePractices(when: "upcoming" | "past") {
  return useInfiniteQuery({
    queryKey: ["practices", "list", when],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => apiRequest<{ data: Practice[]; nextCursor: string | null }>("/practices", { query: { when, cursor: pageParam, limit: 10 }, signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function usePractice(id: string | null) {
  return useQuery({
    queryKey: ["practices", "detail", id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => apiRequest<{ data: Practice }>(`/practices/${encodeURIComponent(id!)}`, { signal }).then((r) => r.data),
  });
}

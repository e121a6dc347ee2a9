import type { ProgramSummary } from "@shared/program";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type ProgramStatusFilter = "active" | "all" | "draft" | "published" | "archived";

export function usePrograms(status: ProgramStatusFilter) {
  return useInfiniteQuery({
    queryKey: ["programs", "list", status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<{ data: ProgramSummary[]; nextCursor: string | null }>("/programs", { query: { status, cursor: pageParam, limit: 50 }, signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

import type { ProgramSummary } from "@shared/program";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { sharedRootKeys } from "@/lib/query-keys";

export type ProgramStatusFilter = "active" | "all" | "draft" | "published" | "archived";

/** The tab the programs page opens on. */
export const FIRST_PROGRAM_TAB: ProgramStatusFilter = "active";

/** Every program query sits under `all` (schedules refresh it too: a program shows its sessions). */
export const programKeys = {
  all: sharedRootKeys.programs,
  lists: () => [...sharedRootKeys.programs, "list"] as const,
};

/** GET /api/programs: one status tab, in cursor pages. */
export function listPrograms(status: ProgramStatusFilter, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest<{ data: ProgramSummary[]; nextCursor: string | null }>("/programs", {
    query: { status, cursor, limit: 50 },
    signal,
  });
}

export function getProgramsQueryOptions(status: ProgramStatusFilter) {
  return infiniteQueryOptions({
    queryKey: [...programKeys.lists(), status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => listPrograms(status, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function usePrograms(status: ProgramStatusFilter) {
  return useInfiniteQuery(getProgramsQueryOptions(status));
}

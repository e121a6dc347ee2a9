import type { ProgramSummary } from "@shared/program";
import { useInfiniteQuery } from "@tanstack/react-query";
import { cursorPagesQueryOptions } from "@/lib/api-query";
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
export function getProgramsQueryOptions(status: ProgramStatusFilter) {
  return cursorPagesQueryOptions<ProgramSummary>([...programKeys.lists(), status], "/programs", (cursor) => ({
    status,
    cursor,
    limit: 50,
  }));
}

export function usePrograms(status: ProgramStatusFilter) {
  return useInfiniteQuery(getProgramsQueryOptions(status));
}

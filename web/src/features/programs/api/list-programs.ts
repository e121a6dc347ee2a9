import { programRoutes } from "@shared/program.routes";
import { useInfiniteQuery } from "@tanstack/react-query";
import { routePagesQueryOptions } from "@/lib/api-query";
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
  return routePagesQueryOptions([...programKeys.lists(), status], programRoutes.list, (cursor) => ({
    query: { status, cursor, limit: 50 },
  }));
}

export function usePrograms(status: ProgramStatusFilter) {
  return useInfiniteQuery(getProgramsQueryOptions(status));
}

import type { Lookups, Program } from "@shared/program";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiData } from "./api-client";
import { apiQueryOptions } from "./api-query";

/**
 * The root of every query that shows program or group names: the shared lookups below, and the
 * features' own lists of programs and groups that put their keys under it (the dashboard's
 * programs, the announcement audiences). Saving a program or a group invalidates this root, so no
 * picker keeps an old name.
 */
export const lookupsRootKey = ["lookups"] as const;

/** Refreshes every program and group name on screen (see lookupsRootKey). */
export function invalidateLookups(qc: QueryClient) {
  return qc.invalidateQueries({ queryKey: lookupsRootKey });
}

/** A group or program as pickers and filters show it. */
export interface Lookup {
  _id: string;
  name: string;
  color?: string;
  capacity?: number;
  memberCount?: number;
}

/** Named records (programs, groups, staff) as a select's choices, `[id, name]`. */
export const lookupOptions = (items: readonly { _id: string; name: string }[] = []) =>
  items.map((l) => [l._id, l.name] as const);

/** Programs, groups, instructors and rooms for the program, schedule and attendance screens. */
export function getLookupsQueryOptions() {
  return apiQueryOptions<Lookups>([...lookupsRootKey, "programs-and-groups"], "/programs/lookups", {
    staleTime: 60_000,
  });
}

export function useLookups() {
  return useQuery(getLookupsQueryOptions());
}

/** Groups for pickers and filters (GET /api/groups, one page of up to 100). */
export function getGroupOptionsQueryOptions() {
  return apiQueryOptions<Lookup[]>([...lookupsRootKey, "group-options"], "/groups", {
    query: { limit: 100 },
    quiet: true,
    staleTime: 60_000,
  });
}

export function useGroupOptions() {
  return useQuery(getGroupOptionsQueryOptions());
}

/** Programs that are not archived (the kept GET /api/student/programs). */
export function getProgramOptions(signal?: AbortSignal): Promise<Lookup[]> {
  return apiData<Program[]>("/student/programs", { signal, quiet: true }).then((programs) =>
    programs.map((p) => ({ _id: p._id, name: p.name, color: p.color })),
  );
}

export function getProgramOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...lookupsRootKey, "program-options"],
    queryFn: ({ signal }) => getProgramOptions(signal),
    staleTime: 60_000,
  });
}

export function useProgramOptions() {
  return useQuery(getProgramOptionsQueryOptions());
}

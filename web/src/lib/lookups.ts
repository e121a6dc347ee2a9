import { groupRoutes } from "@shared/group.routes";
import { legacyProgramRoutes, programRoutes } from "@shared/program.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "./api-call";
import { routeItemsQueryOptions, routeQueryOptions } from "./api-query";

/**
 * The root of every query that shows program or group names: the shared lookups below, and the
 * features' own lists of programs and groups that put their keys under it (the dashboard's
 * programs, the announcement audiences). Saving a program or a group marks this root stale, so no
 * picker keeps an old name.
 */
export const lookupsRootKey = ["lookups"] as const;

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

type Person = { _id: string; name: string; disabled?: boolean };

/**
 * People a picker offers (an instructor, an assignee): only accounts that can act. The record's
 * present choice (`current`) stays selectable when it is a disabled or removed account, marked.
 */
export function activePeopleOptions(
  people: readonly Person[] = [],
  current?: { _id: string; name?: string } | null,
) {
  const options: (readonly [string, string])[] = lookupOptions(people.filter((p) => !p.disabled));
  if (current?._id && !options.some(([id]) => id === current._id)) {
    const known = people.find((p) => p._id === current._id);
    options.push([
      current._id,
      known ? `${known.name} (disabled)` : `${current.name || "A former colleague"} (no longer on the team)`,
    ]);
  }
  return options;
}

/**
 * People a filter of past records offers: everyone who may appear in them, a disabled account
 * marked as such and listed last.
 */
export const peopleFilterOptions = (people: readonly Person[] = []) => [
  ...activePeopleOptions(people),
  ...people.filter((p) => p.disabled).map((p) => [p._id, `${p.name} (disabled)`] as const),
];

/** Programs, groups, instructors and rooms for the program, schedule and attendance screens. */
export function getLookupsQueryOptions() {
  return routeQueryOptions([...lookupsRootKey, "programs-and-groups"], programRoutes.lookups, {
    staleTime: 60_000,
  });
}

export function useLookups() {
  return useQuery(getLookupsQueryOptions());
}

/** Groups for pickers and filters (GET /api/groups, one page of up to 100). */
export function getGroupOptionsQueryOptions() {
  return routeItemsQueryOptions([...lookupsRootKey, "group-options"], groupRoutes.list, {
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
  return apiCall(legacyProgramRoutes.list, { signal, quiet: true }).then((programs) =>
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

import type { Practice } from "@shared/practice.schema";
import type { ListSchedulesResponse } from "@shared/schedule.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { sharedRootKeys } from "@/lib/query-keys";

/** Every schedule query sits under `all` (practices refresh it too: the week shows them). */
export const scheduleKeys = {
  all: sharedRootKeys.schedules,
};

/** A week of the calendar: weekly sessions expanded to dated occurrences, and Friday practices. */
export async function listWeek(from: string, to: string, signal?: AbortSignal) {
  const [schedules, practices] = await Promise.all([
    apiRequest<ListSchedulesResponse>("/schedules", { query: { from, to }, signal }),
    apiRequest<{ data: Practice[] }>("/practices", { query: { from, to, limit: 100 }, signal }),
  ]);
  return {
    schedules: schedules.data,
    occurrences: schedules.occurrences ?? [],
    practices: practices.data,
  };
}

export function getWeekQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...scheduleKeys.all, "week", from, to],
    queryFn: ({ signal }) => listWeek(from, to, signal),
    placeholderData: (prev) => prev,
  });
}

export function useWeek(from: string, to: string) {
  return useQuery(getWeekQueryOptions(from, to));
}

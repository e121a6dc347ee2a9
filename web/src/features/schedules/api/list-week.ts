import { practiceRoutes } from "@shared/practice.routes";
import { scheduleRoutes } from "@shared/schedule.routes";
import { addDays, todayIn, weekStartOf } from "@shared/school-calendar";
import { WEEK_START_DAY, type WeekStart } from "@shared/settings.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { sharedRootKeys } from "@/lib/query-keys";

/** Every schedule query sits under `all` (practices refresh it too: the week shows them). */
export const scheduleKeys = {
  all: sharedRootKeys.schedules,
};

/** The first day of the week the calendar's address names (?week=); none is this week. */
export function addressedWeekStart(params: URLSearchParams, timeZone: string, weekStartsOn: WeekStart) {
  return params.get("week") ?? weekStartOf(todayIn(timeZone), WEEK_START_DAY[weekStartsOn]);
}

/** The query for the week a calendar address names, once the school's zone is known. */
export function getAddressedWeekQueryOptions(
  params: URLSearchParams,
  timeZone: string,
  weekStartsOn: WeekStart,
) {
  const start = addressedWeekStart(params, timeZone, weekStartsOn);
  return getWeekQueryOptions(start, addDays(start, 6));
}

/** A week of the calendar: weekly sessions expanded to dated occurrences, and Friday practices. */
export async function listWeek(from: string, to: string, signal?: AbortSignal) {
  const [schedules, practices] = await Promise.all([
    apiCall(scheduleRoutes.list, { query: { from, to }, signal }),
    apiCall(practiceRoutes.list, { query: { from, to, limit: 100 }, signal }),
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

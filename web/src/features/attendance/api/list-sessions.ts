import { attendanceRoutes } from "@shared/attendance.routes";
import { todayIn } from "@shared/school-calendar";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";

/** Every attendance query sits under `all`. */
export const attendanceKeys = {
  all: ["attendance"] as const,
  sessions: (date: string) => [...attendanceKeys.all, "sessions", date] as const,
  grids: () => [...attendanceKeys.all, "grid"] as const,
};

/** What an attendance address (?date=&session=) names; no date is today in the school's zone. */
export function attendanceAddress(params: URLSearchParams, timeZone: string) {
  return { date: params.get("date") ?? todayIn(timeZone), sessionKey: params.get("session") };
}

/** The sessions of one day (weekly sessions and Friday practices). */
export function listSessions(date: string, signal?: AbortSignal) {
  return apiCall(attendanceRoutes.sessions, { query: { date }, signal });
}

export function getSessionsQueryOptions(date: string) {
  return queryOptions({
    queryKey: attendanceKeys.sessions(date),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: ({ signal }) => listSessions(date, signal),
  });
}

export function useSessionsOn(date: string) {
  return useQuery(getSessionsQueryOptions(date));
}

import { attendanceRoutes } from "@shared/attendance.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { attendanceKeys } from "./list-sessions";

/** GET /api/attendance: one session's students and their marks on a date. */
export function getRoster(date: string, sessionKey: string | null, signal?: AbortSignal) {
  return apiCall(attendanceRoutes.roster, { query: { date, sessionId: sessionKey ?? "" }, signal });
}

export function getRosterQueryOptions(date: string, sessionKey: string | null) {
  return queryOptions({
    queryKey: [...attendanceKeys.all, "roster", date, sessionKey],
    enabled: Boolean(sessionKey),
    queryFn: ({ signal }) => getRoster(date, sessionKey, signal),
  });
}

export function useRoster(date: string, sessionKey: string | null) {
  return useQuery(getRosterQueryOptions(date, sessionKey));
}

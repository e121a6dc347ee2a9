import type { Roster } from "@shared/attendance.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { attendanceKeys } from "./list-sessions";

/** GET /api/attendance: one session's students and their marks on a date. */
export function getRoster(date: string, sessionKey: string | null, signal?: AbortSignal) {
  return apiData<Roster>("/attendance", { query: { date, sessionId: sessionKey }, signal });
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

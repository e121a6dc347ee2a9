import type { SessionSummary } from "@shared/attendance.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The sessions of one day (weekly sessions and Friday practices). */
export function useSessionsOn(date: string) {
  return useQuery({
    queryKey: ["attendance", "sessions", date],
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: ({ signal }) => apiRequest<{ data: SessionSummary[] }>("/attendance/sessions", { query: { date }, signal }).then((r) => r.data),
  });
}

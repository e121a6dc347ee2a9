import type { Roster } from "@shared/attendance.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function useRoster(date: string, sessionKey: string | null) {
  return useQuery({
    queryKey: ["attendance", "roster", date, sessionKey],
    enabled: Boolean(sessionKey),
    queryFn: ({ signal }) => apiRequest<{ data: Roster }>("/attendance", { query: { date, sessionId: sessionKey }, signal }).then((r) => r.data),
  });
}

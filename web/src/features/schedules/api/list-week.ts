import type { Practice } from "@shared/practice.schema";
import type { ListSchedulesResponse } from "@shared/schedule.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** A week of the calendar: weekly sessions expanded to dated occurrences, and Friday practices. */
export function useWeek(from: string, to: string) {
  return useQuery({
    queryKey: ["schedules", "week", from, to],
    queryFn: async ({ signal }) => {
      const [schedules, practices] = await Promise.all([
        apiRequest<ListSchedulesResponse>("/schedules", { query: { from, to }, signal }),
        apiRequest<{ data: Practice[] }>("/practices", { query: { from, to, limit: 100 }, signal }),
      ]);
      return { schedules: schedules.data, occurrences: schedules.occurrences ?? [], practices: practices.data };
    },
    placeholderData: (prev) => prev,
  });
}

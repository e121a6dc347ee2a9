import { seatRoutes } from "@shared/seats.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";

/** GET /api/seats/absences?date: the absences families reported for a day's classes. */
export function useReportedAbsences(date: string) {
  return useQuery(routeQueryOptions(["seats", "absences", date], seatRoutes.absences, { query: { date } }));
}

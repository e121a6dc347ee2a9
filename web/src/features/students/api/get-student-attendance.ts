import { studentAttendanceRoutes } from "@shared/attendance.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { studentKeys } from "./list-students";

/** GET /api/students/:id/attendance: the student's attendance rate, counts and marks. */
export function getStudentAttendanceQueryOptions(id: string) {
  return routeQueryOptions([...studentKeys.all, "attendance", id], studentAttendanceRoutes.get, {
    params: { id },
  });
}

export function useStudentAttendance(id: string) {
  return useQuery(getStudentAttendanceQueryOptions(id));
}

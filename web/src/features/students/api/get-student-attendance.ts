import type { StudentAttendance } from "@shared/attendance.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";
import { studentKeys } from "./list-students";

/** GET /api/students/:id/attendance: the student's attendance rate, counts and marks. */
export function getStudentAttendanceQueryOptions(id: string) {
  return apiQueryOptions<StudentAttendance>(
    [...studentKeys.all, "attendance", id],
    `/students/${encodeURIComponent(id)}/attendance`,
  );
}

export function useStudentAttendance(id: string) {
  return useQuery(getStudentAttendanceQueryOptions(id));
}

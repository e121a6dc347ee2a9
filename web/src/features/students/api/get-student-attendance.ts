import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { studentKeys } from "./list-students";

/** The attendance issue's contract for GET /api/students/:id/attendance. */
export interface StudentAttendance {
  rate: number | null;
  counts: { present: number; absent: number; late: number; excused: number };
  records: {
    date: string;
    sessionType: string;
    sessionId: string;
    sessionName: string;
    status: "present" | "absent" | "late" | "excused";
  }[];
}

export function getStudentAttendance(id: string, signal?: AbortSignal) {
  return apiData<StudentAttendance>(`/students/${encodeURIComponent(id)}/attendance`, {
    signal,
  });
}

export function getStudentAttendanceQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...studentKeys.all, "attendance", id],
    queryFn: ({ signal }) => getStudentAttendance(id, signal),
  });
}

export function useStudentAttendance(id: string) {
  return useQuery(getStudentAttendanceQueryOptions(id));
}

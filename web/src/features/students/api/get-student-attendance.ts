import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The attendance issue's contract for GET /api/students/:id/attendance. */
export interface StudentAttendance {
  rate: number | null;
  counts: { present: number; absent: number; late: number; excused: number };
  records: { date: string; sessionType: string; sessionId: string; sessionName: string; status: "present" | "absent" | "late" | "excused" }[];
}

export function getStudentAttendance(id: string, signal?: AbortSignal) {
  return apiRequest<{ data: StudentAttendance }>(`/students/${encodeURIComponent(id)}/attendance`, { signal }).then((r) => r.data);
}

export function useStudentAttendance(id: string) {
  return useQuery({ queryKey: ["students", "attendance", id], queryFn: ({ signal }) => getStudentAttendance(id, signal) });
}

import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";
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

export function getStudentAttendanceQueryOptions(id: string) {
  return apiQueryOptions<StudentAttendance>(
    [...studentKeys.all, "attendance", id],
    `/students/${encodeURIComponent(id)}/attendance`,
  );
}

export function useStudentAttendance(id: string) {
  return useQuery(getStudentAttendanceQueryOptions(id));
}

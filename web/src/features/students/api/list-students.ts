import type { Student } from "@shared/student";
import type { StudentSort } from "@shared/student.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export interface StudentFilters {
  q: string;
  groupId: string;
  programId: string;
  /** "" = not archived (the API's default). */
  status: string;
  sort: StudentSort;
  dir: "asc" | "desc";
}

export interface StudentPageParams extends StudentFilters {
  limit: number;
  cursor: string | undefined;
}

/** GET /api/students: one cursor page of the register. */
export function listStudents(params: StudentPageParams, signal?: AbortSignal) {
  return apiRequest<{ data: Student[]; nextCursor: string | null }>("/students", { query: { ...params }, signal, quiet: Boolean(params.q) });
}

export function useStudentPage(params: StudentPageParams) {
  return useQuery({
    queryKey: ["students", "list", params],
    queryFn: ({ signal }) => listStudents(params, signal),
    // Keep the current rows while the next search/page loads: the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}

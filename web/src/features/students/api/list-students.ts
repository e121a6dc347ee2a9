import { studentRoutes } from "@shared/student.routes";
import type { STATUS_FILTERS, StudentSort } from "@shared/student.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { sharedRootKeys } from "@/lib/query-keys";

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

/** The register as it opens: everyone not archived, by last name, 25 a page. */
export const FIRST_STUDENT_PAGE: StudentPageParams = {
  q: "",
  groupId: "",
  programId: "",
  status: "",
  sort: "lastName",
  dir: "asc",
  limit: 25,
  cursor: undefined,
};

/** Every student query sits under `all` (groups' member lists too, through the shared root). */
export const studentKeys = {
  all: sharedRootKeys.students,
  lists: () => [...sharedRootKeys.students, "list"] as const,
};

/** GET /api/students: one cursor page of the register. */
export function listStudents(params: StudentPageParams, signal?: AbortSignal) {
  // The address's status goes as it is (empty: none); the API refuses one it does not know.
  const query = { ...params, status: params.status as (typeof STATUS_FILTERS)[number] };
  return apiCall(studentRoutes.list, { query, signal, quiet: Boolean(params.q) });
}

export function getStudentPageQueryOptions(params: StudentPageParams) {
  return queryOptions({
    queryKey: [...studentKeys.lists(), params],
    queryFn: ({ signal }) => listStudents(params, signal),
    // Keep the current rows while the next search/page loads: the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useStudentPage(params: StudentPageParams) {
  return useQuery(getStudentPageQueryOptions(params));
}

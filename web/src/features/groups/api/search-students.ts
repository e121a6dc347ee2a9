import { studentRoutes } from "@shared/student.routes";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { sharedRootKeys } from "@/lib/query-keys";

// A type, not an interface: it is passed as the request's query record.
export type StudentSearchParams = {
  groupId?: string;
  q?: string;
  limit: number;
  cursor?: string | undefined;
};

/** Students of a group, or a search for students to add (GET /api/students). */
export function searchStudents(query: StudentSearchParams, signal?: AbortSignal) {
  return apiCall(studentRoutes.list, { query, signal, quiet: true });
}

export function getStudentSearchQueryOptions(query: StudentSearchParams) {
  return queryOptions({
    // Under the students' root and list: a change to any student refreshes these lists too.
    queryKey: [...sharedRootKeys.students, "list", "group-page", query],
    queryFn: ({ signal }) => searchStudents(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStudentSearch(params: StudentSearchParams & { enabled?: boolean }) {
  const { enabled = true, ...query } = params;
  return useQuery({ ...getStudentSearchQueryOptions(query), enabled });
}

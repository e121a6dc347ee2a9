import type { Student } from "@shared/student";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { studentKeys } from "./list-students";

export function getStudent(id: string, signal?: AbortSignal) {
  return apiData<Student>(`/students/${encodeURIComponent(id)}`, { signal });
}

export function getStudentQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: [...studentKeys.all, "one", id],
    queryFn: ({ signal }) => getStudent(id!, signal),
    enabled: Boolean(id),
  });
}

export function useStudent(id: string | null) {
  return useQuery(getStudentQueryOptions(id));
}

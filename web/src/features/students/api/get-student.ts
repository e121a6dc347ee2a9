import { studentRoutes } from "@shared/student.routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { studentKeys } from "./list-students";

export function getStudent(id: string, signal?: AbortSignal) {
  return apiCall(studentRoutes.get, { params: { id }, signal });
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

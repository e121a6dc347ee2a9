import type { Practice } from "@shared/practice.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { practiceKeys } from "./list-practices";

export function getPractice(id: string, signal?: AbortSignal) {
  return apiData<Practice>(`/practices/${encodeURIComponent(id)}`, { signal });
}

export function getPracticeQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: [...practiceKeys.all, "detail", id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => getPractice(id!, signal),
  });
}

export function usePractice(id: string | null) {
  return useQuery(getPracticeQueryOptions(id));
}

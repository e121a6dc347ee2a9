import type { Student } from "@shared/student";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Students of a group, or a search for students to add (GET /api/students). */
export function useStudentSearch(params: { groupId?: string; q?: string; limit: number; cursor?: string | undefined; enabled?: boolean }) {
  const { enabled = true, ...query } = params;
  return useQuery({
    queryKey: ["students", "list", "group-page", query],
    queryFn: ({ signal }) => apiRequest<{ data: Student[]; nextCursor: string | null }>("/students", { query, signal, quiet: true }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

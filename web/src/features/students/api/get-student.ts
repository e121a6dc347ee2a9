import type { Student } from "@shared/student";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function getStudent(id: string, signal?: AbortSignal) {
  return apiRequest<{ data: Student }>(`/students/${encodeURIComponent(id)}`, { signal }).then((r) => r.data);
}

export function useStudent(id: string | null) {
  return useQuery({ queryKey: ["students", "one", id], queryFn: ({ signal }) => getStudent(id!, signal), enabled: Boolean(id) });
}

import type { Student } from "@shared/student";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/student: the register, as the replaced console loaded it at start (SPEC §7). */
export function getStudents(signal?: AbortSignal) {
  return apiRequest<{ data: Student[] }>("/student", { signal }).then((r) => r.data);
}

export function useStudents() {
  return useQuery({ queryKey: ["legacy", "students"], queryFn: ({ signal }) => getStudents(signal) });
}

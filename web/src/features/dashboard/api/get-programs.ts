import type { Program } from "@shared/program";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/student/programs (SPEC §7). */
export function getPrograms(signal?: AbortSignal) {
  return apiRequest<{ data: Program[] }>("/student/programs", { signal }).then((r) => r.data);
}

export function usePrograms() {
  return useQuery({ queryKey: ["legacy", "programs"], queryFn: ({ signal }) => getPrograms(signal) });
}

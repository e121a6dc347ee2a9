import type { Program } from "@shared/program";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export interface Lookup {
  _id: string;
  name: string;
  color?: string;
  capacity?: number;
  memberCount?: number;
}

/** Groups for pickers and filters (GET /api/groups, one page of up to 100). */
export function useGroupOptions() {
  return useQuery({
    queryKey: ["groups", "list", "options"],
    queryFn: ({ signal }) => apiRequest<{ data: Lookup[] }>("/groups", { query: { limit: 100 }, signal, quiet: true }).then((r) => r.data),
    staleTime: 60_000,
  });
}

/** Programs that are not archived (the kept GET /api/student/programs). */
export function useProgramOptions() {
  return useQuery({
    queryKey: ["programs", "options"],
    queryFn: ({ signal }) => apiRequest<{ data: Program[] }>("/student/programs", { signal, quiet: true }).then((r) => r.data.map((p) => ({ _id: p._id, name: p.name, color: p.color }))),
    staleTime: 60_000,
  });
}

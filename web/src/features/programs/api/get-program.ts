import type { ProgramDetail } from "@shared/program";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function useProgram(id: string | null) {
  return useQuery({
    queryKey: ["programs", "detail", id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => apiRequest<{ data: ProgramDetail }>(`/programs/${encodeURIComponent(id!)}`, { signal }).then((r) => r.data),
  });
}

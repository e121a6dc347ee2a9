import type { Lookups } from "@shared/program";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function useLookups() {
  return useQuery({
    queryKey: ["programs", "lookups"],
    queryFn: ({ signal }) => apiRequest<{ data: Lookups }>("/programs/lookups", { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}

import type { ProgramDetail } from "@shared/program";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { programKeys } from "./list-programs";

export function getProgram(id: string, signal?: AbortSignal) {
  return apiRequest<{ data: ProgramDetail }>(`/programs/${encodeURIComponent(id)}`, { signal }).then(
    (r) => r.data,
  );
}

export function getProgramQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: [...programKeys.all, "detail", id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => getProgram(id!, signal),
  });
}

export function useProgram(id: string | null) {
  return useQuery(getProgramQueryOptions(id));
}

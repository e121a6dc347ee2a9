import type { ProgramDetail } from "@shared/program";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { programKeys } from "./list-programs";

export function getProgram(id: string, signal?: AbortSignal) {
  return apiData<ProgramDetail>(`/programs/${encodeURIComponent(id)}`, { signal });
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

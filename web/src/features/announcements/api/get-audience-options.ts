import type { AudienceOptions } from "@shared/announcement.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { lookupsRootKey } from "@/lib/lookups";

/** Groups and programs to address, with their active students, and the school's time zone. */
export function getAudienceOptions(signal?: AbortSignal) {
  return apiData<AudienceOptions>("/announcements/audience-options", { signal });
}

export function getAudienceOptionsQueryOptions() {
  return queryOptions({
    // Under the lookups' root: saving a program or a group refreshes the names offered here.
    queryKey: [...lookupsRootKey, "announcement-audiences"],
    queryFn: ({ signal }) => getAudienceOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAudienceOptions() {
  return useQuery(getAudienceOptionsQueryOptions());
}

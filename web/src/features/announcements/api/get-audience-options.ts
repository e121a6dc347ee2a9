import type { AudienceOptions } from "@shared/announcement.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";
import { lookupsRootKey } from "@/lib/lookups";

/** Groups and programs to address, with their active students, and the school's time zone. */
export function getAudienceOptionsQueryOptions() {
  return apiQueryOptions<AudienceOptions>(
    // Under the lookups' root: saving a program or a group refreshes the names offered here.
    [...lookupsRootKey, "announcement-audiences"],
    "/announcements/audience-options",
    { staleTime: 5 * 60_000 },
  );
}

export function useAudienceOptions() {
  return useQuery(getAudienceOptionsQueryOptions());
}

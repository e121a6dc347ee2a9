import { announcementRoutes } from "@shared/announcement.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";
import { lookupsRootKey } from "@/lib/lookups";

/** Groups and programs to address, with their active students, and the school's time zone. */
export function getAudienceOptionsQueryOptions() {
  return routeQueryOptions(
    // Under the lookups' root: saving a program or a group refreshes the names offered here.
    [...lookupsRootKey, "announcement-audiences"],
    announcementRoutes.audienceOptions,
    { staleTime: 5 * 60_000 },
  );
}

export function useAudienceOptions() {
  return useQuery(getAudienceOptionsQueryOptions());
}

import type { AudienceOptions } from "@shared/announcement.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { announcementKeys } from "../types";

/** Groups and programs to address, with their active students, and the school's time zone. */
export function useAudienceOptions() {
  return useQuery({
    queryKey: announcementKeys.options(),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AudienceOptions }>("/announcements/audience-options", { signal }).then(
        (r) => r.data,
      ),
    staleTime: 5 * 60_000,
  });
}

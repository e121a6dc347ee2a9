import type { Audience } from "@shared/announcement.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { announcementKeys } from "../types";

/** How many active students an audience reaches; nothing is asked for an incomplete choice. */
export function useAudienceCount(audience: Audience) {
  const complete = audience.type === "everyone" || audience.ids.length > 0;
  return useQuery<number>({
    queryKey: announcementKeys.count(audience),
    enabled: complete,
    // Keep showing the last count while the next one loads, instead of flickering.
    placeholderData: (previous: number | undefined) => previous,
    queryFn: ({ signal }) =>
      apiRequest<{ data: { students: number } }>("/announcements/audience-count", {
        method: "POST",
        body: { audience },
        signal,
        quiet: true,
      }).then((r) => r.data.students),
  });
}

import type { Audience } from "@shared/announcement.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { announcementKeys } from "./list-announcements";

/** How many active students an audience reaches. */
export function countAudience(audience: Audience, signal?: AbortSignal) {
  return apiRequest<{ data: { students: number } }>("/announcements/audience-count", {
    method: "POST",
    body: { audience },
    signal,
    quiet: true,
  }).then((r) => r.data.students);
}

/** Nothing is asked for an incomplete choice. */
export function getAudienceCountQueryOptions(audience: Audience) {
  return queryOptions({
    queryKey: [...announcementKeys.all, "audience-count", audience],
    enabled: audience.type === "everyone" || audience.ids.length > 0,
    // Keep showing the last count while the next one loads, instead of flickering.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => countAudience(audience, signal),
  });
}

export function useAudienceCount(audience: Audience) {
  return useQuery(getAudienceCountQueryOptions(audience));
}

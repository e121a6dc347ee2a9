import { announcementRoutes } from "@shared/announcement.routes";
import type { Audience } from "@shared/announcement.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { announcementKeys } from "./list-announcements";

/** How many active students an audience reaches. */
export function countAudience(audience: Audience, signal?: AbortSignal) {
  return apiCall(announcementRoutes.audienceCount, { body: { audience }, signal, quiet: true }).then(
    (r) => r.students,
  );
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

import type { SettingsView } from "@shared/settings.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";

export const settingsKeys = { all: ["settings"] as const };

/** GET /api/settings: the school's settings and whether the caller may change them. */
export function getSettings(signal?: AbortSignal) {
  return apiData<SettingsView>("/settings", { signal });
}

export function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...settingsKeys.all, "general"],
    queryFn: ({ signal }) => getSettings(signal),
  });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

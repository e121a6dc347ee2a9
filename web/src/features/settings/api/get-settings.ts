import type { SettingsView } from "@shared/settings.schema";
import { useQuery } from "@tanstack/react-query";
import { apiQueryOptions } from "@/lib/api-query";

export const settingsKeys = { all: ["settings"] as const };

/** GET /api/settings: the school's settings and whether the caller may change them. */
export function getSettingsQueryOptions() {
  return apiQueryOptions<SettingsView>([...settingsKeys.all, "general"], "/settings");
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

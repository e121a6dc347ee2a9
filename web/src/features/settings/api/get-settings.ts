import { settingsRoutes } from "@shared/settings.routes";
import { useQuery } from "@tanstack/react-query";
import { routeQueryOptions } from "@/lib/api-query";

export const settingsKeys = { all: ["settings"] as const };

/** GET /api/settings: the school's settings and whether the caller may change them. */
export function getSettingsQueryOptions() {
  return routeQueryOptions([...settingsKeys.all, "general"], settingsRoutes.get);
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

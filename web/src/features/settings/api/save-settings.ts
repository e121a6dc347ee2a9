import { settingsRoutes } from "@shared/settings.routes";
import type { Settings } from "@shared/settings.schema";
import { apiCall } from "@/lib/api-call";
import { lookupsRootKey } from "@/lib/lookups";
import { sharedRootKeys } from "@/lib/query-keys";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { settingsKeys } from "./get-settings";

/** PUT /api/settings (admins). */
export function saveSettings(settings: Settings) {
  return apiCall(settingsRoutes.update, { body: settings });
}

/**
 * The school's zone, practice defaults and statuses reach the other screens through the shared
 * lookups, and the calendar's week through the zone: refresh those along with Settings itself.
 */
export function useSaveSettings() {
  return useRefreshingMutation(saveSettings, {
    record: () => [...settingsKeys.all, "general"],
    stale: () => [lookupsRootKey, sharedRootKeys.schedules],
  });
}

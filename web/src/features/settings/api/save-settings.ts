import { settingsRoutes } from "@shared/settings.routes";
import type { Settings } from "@shared/settings.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { invalidateLookups } from "@/lib/lookups";
import { sharedRootKeys } from "@/lib/query-keys";
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
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (view) => {
      qc.setQueryData([...settingsKeys.all, "general"], view);
      void invalidateLookups(qc);
      void qc.invalidateQueries({ queryKey: sharedRootKeys.schedules });
    },
  });
}

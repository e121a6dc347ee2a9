import { seatsSettingsRoutes } from "@shared/seats.routes";
import type { SeatsSettings } from "@shared/seats.schema";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { routeQueryOptions } from "@/lib/api-query";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

const key = ["settings", "seats"] as const;

/** GET /api/settings/seats: the seats policy (its own document). */
export function useSeatsSettings() {
  return useQuery(routeQueryOptions([...key], seatsSettingsRoutes.get, {}));
}

/** PUT /api/settings/seats (admins). */
export function useSaveSeatsSettings() {
  return useRefreshingMutation((body: SeatsSettings) => apiCall(seatsSettingsRoutes.update, { body }), {
    record: () => [...key],
    stale: () => [],
  });
}

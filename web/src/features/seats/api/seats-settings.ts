import { seatsSettingsRoutes } from "@shared/seats.routes";
import type { SeatsSettings } from "@shared/seats.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { routeQueryOptions } from "@/lib/api-query";

const key = ["settings", "seats"] as const;

/** GET /api/settings/seats: the seats policy (its own document). */
export function useSeatsSettings() {
  return useQuery(routeQueryOptions([...key], seatsSettingsRoutes.get, {}));
}

/** PUT /api/settings/seats (admins). */
export function useSaveSeatsSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SeatsSettings) => apiCall(seatsSettingsRoutes.update, { body }),
    onSuccess: (saved) => qc.setQueryData([...key], saved),
  });
}

import { meRoutes } from "@shared/me.routes";
import { apiCall } from "@/lib/api-call";
import { useMeData } from "@/lib/use-me-data";

/** GET /api/me/message-preferences (guardians, for the chosen child); `enabled` false: not asked. */
export const useMessagePreferences = (enabled: boolean) =>
  useMeData(meRoutes.messagePreferences, enabled ? {} : null);

/** PATCH /api/me/message-preferences */
export const saveMessagePreferences = (staffMessagesOff: boolean) =>
  apiCall(meRoutes.setMessagePreferences, { body: { staffMessagesOff } });

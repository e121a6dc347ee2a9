import type { MessagePreferences } from "@shared/guardian.schema";
import { meData } from "@/lib/api-client";
import { useMeData } from "@/lib/use-me-data";

/** GET /api/me/message-preferences (guardians, for the chosen child); `enabled` false: not asked. */
export const useMessagePreferences = (enabled: boolean) =>
  useMeData<MessagePreferences>(enabled ? "/message-preferences" : null);

/** PATCH /api/me/message-preferences */
export const saveMessagePreferences = (staffMessagesOff: boolean) =>
  meData<MessagePreferences>("/message-preferences", { method: "PATCH", body: { staffMessagesOff } });

import { generalSettingsRef } from "../lib/school-settings";
import type { HandlerArgs } from "../lib/handler-context";
import { settingsFromDocument } from "../lib/settings-document";
import { toJson } from "../lib/serialize";
import type { SettingsView } from "../shared/settings.schema";

/** GET /api/settings: read afresh (not the functions' cache), so the form shows what is saved. */
export async function getSettings({ ctx }: HandlerArgs<Record<string, never>>): Promise<SettingsView> {
  const snap = await generalSettingsRef().get();
  const data = snap.data() ?? {};
  const settings = settingsFromDocument(data);
  return {
    settings,
    logoURL: settings.school.logoPath && typeof data.logoURL === "string" ? data.logoURL : null,
    canEdit: ctx.actor.role === "admin",
    updatedAt: (toJson(data.updatedAt) as string | undefined) ?? null,
    updatedBy: typeof data.updatedBy === "string" ? data.updatedBy : null,
  };
}

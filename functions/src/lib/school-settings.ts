import type { Settings } from "../shared/settings.schema";
import { settingsCacheSeconds } from "../config/params";
import { collections } from "./collections";
import { settingsFromDocument } from "./settings-document";

/** The one settings document the functions read (the school's settings). */
export const generalSettingsRef = () => collections.settings.ref("general");

let cached: { readAt: number; value: Promise<Settings> } | null = null;

/**
 * The school's settings, with safe defaults for whatever the school never saved: the ONE reader
 * every function uses. An instance reuses its last read for at most `SETTINGS_CACHE_SECONDS` (60),
 * so a change made in Settings reaches every instance within a minute, without a redeploy, while
 * a busy instance reads the document about once a minute rather than once per request.
 */
export function schoolSettings(now: number = Date.now()): Promise<Settings> {
  const maxAgeMs = settingsCacheSeconds() * 1000;
  if (cached && now - cached.readAt < maxAgeMs) return cached.value;
  const value = generalSettingsRef()
    .get()
    .then((snap) => settingsFromDocument(snap.data() ?? {}));
  const entry = { readAt: now, value };
  cached = entry;
  // A failed read is not kept: the next call tries again.
  value.catch(() => {
    if (cached === entry) cached = null;
  });
  return value;
}

/** Drops this instance's cached copy (after this instance saved the settings). */
export function forgetSchoolSettings() {
  cached = null;
}

import { collections } from "../lib/collections";
import { DEFAULT_SEATS_SETTINGS, seatsSettingsSchema, type SeatsSettings } from "../shared/seats.schema";

/** The seats policy's own document, apart from the general settings (`settings/general`). */
export const seatsSettingsRef = () => collections.settings.ref("seats");

/**
 * The seats policy, read fresh on each use: its rules decide credits and deadlines, so a change
 * must apply to the next request. Whatever was never saved, or no longer parses, is the default.
 */
export async function seatsSettings(): Promise<SeatsSettings> {
  const stored = (await seatsSettingsRef().get()).data() ?? {};
  const merged = { ...DEFAULT_SEATS_SETTINGS, ...stored };
  const parsed = seatsSettingsSchema.safeParse(
    Object.fromEntries(Object.keys(DEFAULT_SEATS_SETTINGS).map((k) => [k, merged[k as keyof typeof merged]])),
  );
  return parsed.success ? parsed.data : DEFAULT_SEATS_SETTINGS;
}

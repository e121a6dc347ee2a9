import { DEFAULT_SAFEGUARDING } from "../shared/settings.schema";
import { quietHoursEnd, type QuietHours } from "../shared/safeguarding";
import { schoolSettings } from "./school-settings";

/** The school's quiet hours (school zone), as set in Settings > Safeguarding. */
export async function schoolQuietHours(): Promise<{ quiet: QuietHours; timeZone: string }> {
  const settings = await schoolSettings();
  const quiet = (settings.safeguarding ?? DEFAULT_SAFEGUARDING).quietHours;
  return { quiet, timeZone: settings.school.timeZone };
}

/**
 * Until when something sent to a student or family at `now` must be held, or null to send it now:
 * messages from staff, waitlist offers and pushes all wait for the end of the school's quiet hours.
 */
export async function heldUntil(now: Date): Promise<Date | null> {
  const { quiet, timeZone } = await schoolQuietHours();
  return quietHoursEnd(now, timeZone, quiet);
}

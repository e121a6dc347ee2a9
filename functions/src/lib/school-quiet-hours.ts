import { DEFAULT_QUIET_HOURS, quietHoursEnd, type QuietHours } from "../shared/safeguarding";
import { schoolSettings } from "./school-settings";

/** The school's quiet hours (school zone). */
export async function schoolQuietHours(): Promise<{ quiet: QuietHours; timeZone: string }> {
  const settings = await schoolSettings();
  return { quiet: DEFAULT_QUIET_HOURS, timeZone: settings.school.timeZone };
}

/**
 * Until when something sent to a student or family at `now` must be held, or null to send it now:
 * messages from staff, waitlist offers and pushes all wait for the end of the school's quiet hours.
 */
export async function heldUntil(now: Date): Promise<Date | null> {
  const { quiet, timeZone } = await schoolQuietHours();
  return quietHoursEnd(now, timeZone, quiet);
}

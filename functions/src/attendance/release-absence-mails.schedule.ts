import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/scheduler";
import { releaseDueAbsenceMails } from "./absence-alerts";

/** Every 5 minutes, hands absence alerts whose 15-minute grace period has passed to Trigger Email. */
export const releaseAbsenceMails = onSchedule("every 5 minutes", async (event) => {
  const released = await releaseDueAbsenceMails(new Date(event.scheduleTime));
  if (released > 0) logger.info("Absence alerts released", { released });
});

import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/scheduler";
import { releaseQueuedWelcomes } from "./welcome-mail-queue";

/** Every 5 minutes, hands the next welcome mails of CSV imports to Trigger Email (a bounded number). */
export const releaseWelcomeMails = onSchedule("every 5 minutes", async (event) => {
  const released = await releaseQueuedWelcomes(new Date(event.scheduleTime));
  if (released > 0) logger.info("Welcome mails released", { released });
});

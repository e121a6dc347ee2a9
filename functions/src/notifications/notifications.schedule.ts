import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/scheduler";
import { vapidPrivateKey, vapidPublicKey } from "../config/params";
import { runNotificationJobs } from "./notification-jobs";
import { releaseHeldNotifications, sendDailyDigests } from "./release-notifications";

/** Every 5 minutes: delivers what quiet hours held once they have ended. */
export const releaseHeldNotificationsSchedule = onSchedule(
  { schedule: "every 5 minutes", secrets: [vapidPublicKey, vapidPrivateKey] },
  async (event) => {
    const released = await releaseHeldNotifications(new Date(event.scheduleTime));
    if (released > 0) logger.info("Held notifications released", { released });
  },
);

/** Once a day (late afternoon in most of the Americas and evening in Europe): the digest mails. */
export const notificationDigestSchedule = onSchedule("every day 17:00", async (event) => {
  const result = await sendDailyDigests(new Date(event.scheduleTime));
  if (result.mails > 0) logger.info("Notification digests queued", result);
});

/** Every 15 minutes: the notifications the clock sends (videos out, cancellations, staff reminders). */
export const notificationJobsSchedule = onSchedule("every 15 minutes", async (event) => {
  const recorded = await runNotificationJobs(new Date(event.scheduleTime));
  if (Object.values(recorded).some((n) => n > 0))
    logger.info("Notifications recorded by the clock", recorded);
});

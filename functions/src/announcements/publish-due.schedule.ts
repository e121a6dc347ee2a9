import { Timestamp } from "firebase-admin/firestore";
import { onSchedule } from "firebase-functions/scheduler";
import { publishDueAnnouncements } from "./publish-due";

/** Every 5 minutes: queue the guardian mails of scheduled announcements that have gone out. */
export const publishDueAnnouncementsSchedule = onSchedule(
  { schedule: "every 5 minutes", timeoutSeconds: 300 },
  async (event) => {
    await publishDueAnnouncements(Timestamp.fromDate(new Date(event.scheduleTime)));
  },
);

import { onSchedule } from "firebase-functions/scheduler";
import { releaseHeldMessages } from "./held-messages";

/** Every 5 minutes, posts the staff messages held through the quiet hours that just ended. */
export const releaseHeldMessagesSchedule = onSchedule("every 5 minutes", async (event) => {
  await releaseHeldMessages(new Date(event.scheduleTime));
});

import { onSchedule } from "firebase-functions/scheduler";
import { moveWaitlists } from "../waitlists/move-waitlists";
import { expireCredits } from "./expire-credits";

/**
 * Every 5 minutes: the seats' clock work, judged at the run's scheduled time (tests call the
 * functions it runs with their own `now`). Idempotent: a run that repeats changes nothing.
 */
export const seatsTimers = onSchedule({ schedule: "every 5 minutes", timeoutSeconds: 300 }, async (event) => {
  const now = new Date(event.scheduleTime);
  await expireCredits(now);
  await moveWaitlists(now);
});

import { onSchedule } from "firebase-functions/scheduler";
import { expireCredits } from "./expire-credits";

/**
 * Every 5 minutes: the seats' clock work, judged at the run's scheduled time (tests call the
 * functions it runs with their own `now`). Idempotent: a run that repeats changes nothing.
 */
export const seatsTimers = onSchedule({ schedule: "every 5 minutes", timeoutSeconds: 300 }, async (event) => {
  await expireCredits(new Date(event.scheduleTime));
});

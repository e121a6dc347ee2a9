import { onSchedule } from "firebase-functions/scheduler";
import { recountStudents } from "./student-counts.repository";

/**
 * Nightly: rebuild the dashboard's stored student counts from the register, so drift (a student
 * written around the API, by hand or by a script) lasts a day at most.
 */
export const recountStudentsSchedule = onSchedule(
  { schedule: "every day 03:30", timeoutSeconds: 300 },
  async () => {
    await recountStudents();
  },
);

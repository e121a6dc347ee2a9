import { DEFAULT_TIME_ZONE } from "../shared/school-calendar";
import { db } from "./firestore";

export interface SchoolSettings {
  timeZone: string;
  absenceAlerts: boolean;
  schoolName: string;
  practiceDefaults: { startTime: string; endTime: string; location: string };
}

/** settings/general with safe defaults, so a school that never opened Settings still works. */
export async function schoolSettings(): Promise<SchoolSettings> {
  const data = (await db().doc("settings/general").get()).data() ?? {};
  const defaults = (data.practiceDefaults ?? {}) as Partial<SchoolSettings["practiceDefaults"]>;
  let timeZone = typeof data.timeZone === "string" ? data.timeZone : DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
  } catch {
    timeZone = DEFAULT_TIME_ZONE; // an unknown zone must not break every date check
  }
  return {
    timeZone,
    absenceAlerts: data.absenceAlerts === true,
    schoolName: typeof data.schoolName === "string" ? data.schoolName : "Studio Admin",
    practiceDefaults: { startTime: defaults.startTime ?? "17:00", endTime: defaults.endTime ?? "19:00", location: defaults.location ?? "" },
  };
}

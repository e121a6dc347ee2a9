import { onDocumentWritten } from "firebase-functions/firestore";
import { schoolSettings } from "../lib/school-settings";
import type { AttendanceStatus } from "../shared/attendance.schema";
import { absenceChanges, cancelAbsenceMail, scheduleAbsenceMail } from "./absence-alerts";

/** Absence alerts (settings/general.absenceAlerts): see absence-alerts.ts for the design. */
export const onAttendanceWritten = onDocumentWritten("attendance/{attendanceId}", async (event) => {
  const before = (event.data?.before.get("records") ?? {}) as Record<string, AttendanceStatus>;
  const afterSnap = event.data?.after;
  const after = (afterSnap?.exists ? afterSnap.get("records") ?? {} : {}) as Record<string, AttendanceStatus>;
  const { nowAbsent, noLongerAbsent } = absenceChanges(before, after);
  if (nowAbsent.length === 0 && noLongerAbsent.length === 0) return;
  const attendanceId = event.params.attendanceId;
  // Changing a mark back always cancels a pending alert, even if alerts were switched off since.
  await Promise.all(noLongerAbsent.map((sid) => cancelAbsenceMail(attendanceId, sid)));
  if (nowAbsent.length === 0) return;
  const settings = await schoolSettings();
  if (!settings.absenceAlerts || !afterSnap?.exists) return;
  const occurrence = { attendanceId, date: afterSnap.get("date"), sessionType: afterSnap.get("sessionType"), sessionId: afterSnap.get("sessionId") };
  for (const sid of nowAbsent) await scheduleAbsenceMail(occurrence, sid, settings.schoolName);
});

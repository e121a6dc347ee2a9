import { onDocumentWritten } from "firebase-functions/firestore";
import { COLLECTIONS } from "../lib/collections";
import { schoolSettings } from "../lib/school-settings";
import { reportsOf } from "../seats/seats.repository";
import type { AttendanceStatus } from "../shared/attendance.schema";
import { absenceChanges, cancelAbsenceMail, isNthAbsenceInARow, scheduleAbsenceMail } from "./absence-alerts";

/** Absence alerts (Settings' absence alerts section): see absence-alerts.ts for the design. */
export const onAttendanceWritten = onDocumentWritten(
  `${COLLECTIONS.attendance}/{attendanceId}`,
  async (event) => {
    const before = (event.data?.before.get("records") ?? {}) as Record<string, AttendanceStatus>;
    const afterSnap = event.data?.after;
    const after = (afterSnap?.exists ? (afterSnap.get("records") ?? {}) : {}) as Record<
      string,
      AttendanceStatus
    >;
    const { nowAbsent, noLongerAbsent } = absenceChanges(before, after);
    if (nowAbsent.length === 0 && noLongerAbsent.length === 0) return;
    const attendanceId = event.params.attendanceId;
    // Changing a mark back always cancels a pending alert, even if alerts were switched off since.
    await Promise.all(noLongerAbsent.map((sid) => cancelAbsenceMail(attendanceId, sid)));
    if (nowAbsent.length === 0) return;
    const { absenceAlerts: rule, school } = await schoolSettings();
    if (!rule.enabled || !afterSnap?.exists) return;
    const occurrence = {
      attendanceId,
      date: afterSnap.get("date"),
      sessionType: afterSnap.get("sessionType"),
      sessionId: afterSnap.get("sessionId"),
    };
    // The 15 minutes run from when the mark was written (the event's time), not from when this runs.
    const markedAt = event.time ? new Date(event.time) : new Date();
    const options = {
      signature: rule.senderName || school.name,
      holdMs: rule.holdMinutes * 60_000,
      replyTo: rule.replyTo,
    };
    // A family that told us ahead gets no alert for it (seats: reported absences).
    const reported = new Set((await reportsOf(attendanceId)).map((r) => String(r.get("studentId"))));
    for (const sid of nowAbsent) {
      if (reported.has(sid)) continue;
      if (rule.rule === "consecutive" && !(await isNthAbsenceInARow(sid, rule.consecutiveCount))) continue;
      await scheduleAbsenceMail(occurrence, sid, options, markedAt);
    }
  },
);

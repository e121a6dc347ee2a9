import { collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { ReportedAbsence } from "../shared/seats.schema";
import { absenceOf } from "./seat-views";

/** GET /api/seats/absences?date: the absences families reported for a day's classes (the dashboard). */
export async function listAbsencesOnDate({
  input,
}: HandlerArgs<{ date: string }>): Promise<ReportedAbsence[]> {
  const snap = await collections.seatAbsences.col().where("date", "==", input.date).limit(500).get();
  return snap.docs
    .map(absenceOf)
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.studentName.localeCompare(b.studentName));
}

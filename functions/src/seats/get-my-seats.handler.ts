import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { MySeats } from "../shared/seats.schema";
import { addDays, todayIn } from "../shared/school-calendar";
import { absenceOf, bookingOf } from "./seat-views";
import { creditsOfStudent, ofStudent } from "./seats.repository";

/**
 * GET /api/me/seats: the student's absences reported from a week ago on, their credits (open ones
 * first by expiry) and their make-up bookings still to come.
 */
export async function getMySeats({ ctx }: HandlerArgs<unknown, StudentContext>): Promise<MySeats> {
  const { school } = await schoolSettings();
  const since = addDays(todayIn(school.timeZone, ctx.now), -7);
  const [absences, credits, bookings] = await Promise.all([
    ofStudent("seatAbsences", ctx.student.id),
    creditsOfStudent(ctx.student.id),
    ofStudent("seatBookings", ctx.student.id),
  ]);
  const byDate = <T extends { date: string; startTime: string }>(a: T, b: T) =>
    a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);
  return {
    absences: absences
      .map(absenceOf)
      .filter((a) => a.date >= since)
      .sort(byDate),
    credits: credits.sort((a, b) => Number(b.status === "open") - Number(a.status === "open")),
    bookings: bookings
      .map(bookingOf)
      .filter((b) => b.date >= since && b.status === "booked")
      .sort(byDate),
  };
}

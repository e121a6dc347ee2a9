import { TZDate } from "@date-fns/tz";
import { resolveSession } from "../attendance/resolve-session";
import { collections } from "../lib/collections";
import { conflict } from "../lib/http-error";
import { schoolSettings } from "../lib/school-settings";
import { attendanceDocId } from "../shared/attendance.schema";

/** One occurrence of a weekly class, as seats need it: when it starts, whose it is, its seats. */
export interface SeatOccurrence {
  attendanceId: string;
  sessionKey: string;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  groupId: string;
  programId: string | null;
  name: string;
  cancelled: boolean;
}

/** The instant of a civil date's clock time in the school's zone. */
export function instantInZone(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, timeZone).getTime());
}

/**
 * The class a key names on a date (404/400 as the roster answers). Seats are about weekly
 * classes: a Friday practice has no group capacity, so it is a 409 that says so.
 */
export async function seatOccurrence(sessionKey: string, date: string): Promise<SeatOccurrence> {
  const session = await resolveSession(sessionKey, date);
  if (session.sessionType !== "schedule")
    throw conflict("Friday practices are open to everyone: there is nothing to report or book.");
  const { school } = await schoolSettings();
  return {
    attendanceId: attendanceDocId("schedule", session.sessionId, date),
    sessionKey: session.key,
    date,
    startTime: session.startTime,
    endTime: session.endTime,
    startsAt: instantInZone(date, session.startTime, school.timeZone),
    groupId: session.groupIds[0] ?? "",
    programId: session.programId,
    name: session.name,
    cancelled: session.cancelled,
  };
}

/** Seat counts kept per occurrence, changed only inside the transactions that book and report. */
export const seatSessionRef = (attendanceId: string) => collections.seatSessions.ref(attendanceId);
export const absenceRef = (id: string) => collections.seatAbsences.ref(id);
export const creditRef = (id: string) => collections.seatCredits.ref(id);
export const bookingRef = (id: string) => collections.seatBookings.ref(id);
export const seatDocId = (attendanceId: string, studentId: string) => `${attendanceId}_${studentId}`;

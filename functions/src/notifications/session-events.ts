import type { DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { collections } from "../lib/collections";
import { schoolSettings } from "../lib/school-settings";
import { attendanceDocId } from "../shared/attendance.schema";
import { WEEKDAYS_SHORT, dayOfWeek, occurrenceDates } from "../shared/school-calendar";
import { instantInZone } from "../seats/seat-occurrence";
import { accountsOfAudience, accountsOfStudents } from "./audiences";
import { notify } from "./notify";

/**
 * Events of the timetable and the seats, told as notifications (rows of notification-types.ts).
 * Like events.ts, a notification never fails the action that caused it: an error is logged.
 */
async function safely(what: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (err) {
    logger.error(`Notification not recorded: ${what}`, { error: String(err) });
  }
}

const DAY = 24 * 60 * 60 * 1000;

/** "Tue 2027-02-02 17:30": a class's day and time as families read it. */
export const whenOf = (date: string, time: string) => `${WEEKDAYS_SHORT[dayOfWeek(date)]} ${date} ${time}`;

/** Who a weekly session's name is: its group's name, else the group's id. */
async function groupName(groupId: string) {
  const snap = await collections.groups.ref(groupId).get();
  return String(snap.get("name") ?? groupId);
}

/**
 * One cancelled occurrence of a weekly session, told to its students and guardians (and the
 * families with a make-up seat in it) when it starts within the next 24 hours. Called when the
 * occurrence is cancelled and again by the 15-minute job (which tells those cancelled days ahead
 * once they come within 24 hours); the key makes it once per occurrence.
 */
export async function tellCancelledOccurrence(schedule: DocumentSnapshot, date: string, now: Date) {
  const d = schedule.data();
  if (!d || d.archivedAt) return 0;
  const occurrence = occurrenceDates(
    { dayOfWeek: d.dayOfWeek, startDate: d.startDate, endDate: d.endDate, exceptions: d.exceptions ?? [] },
    date,
    date,
  )[0];
  if (!occurrence?.cancelled) return 0;
  const { school } = await schoolSettings(now.getTime());
  const startsAt = instantInZone(date, String(d.startTime), school.timeZone).getTime();
  if (startsAt <= now.getTime() || startsAt > now.getTime() + DAY) return 0;
  const booked = await collections.seatBookings
    .col()
    .where("attendanceId", "==", attendanceDocId("schedule", schedule.id, date))
    .get();
  const [members, makeUps, title] = await Promise.all([
    accountsOfAudience({ type: "groups", ids: [String(d.groupId)] }),
    accountsOfStudents(
      booked.docs.filter((b) => b.get("status") === "booked").map((b) => String(b.get("studentId"))),
    ),
    groupName(String(d.groupId)),
  ]);
  return notify({
    type: "sessionCancelled",
    recipients: [...members, ...makeUps],
    params: { sessionId: schedule.id, title, when: whenOf(date, String(d.startTime)) },
    key: `session-cancelled-${schedule.id}-${date}`,
    now,
  });
}

/** The console cancelled one occurrence: its families, if it is within 24 hours. */
export function sessionCancelled(scheduleId: string, date: string, now: Date) {
  return safely(`session ${scheduleId} ${date}`, async () => {
    await tellCancelledOccurrence(await collections.schedules.ref(scheduleId).get(), date, now);
  });
}

/** A make-up seat booked or given up: the student and their guardians. */
export function makeUpChanged(change: "booked" | "cancelled", bookingId: string, now: Date) {
  return safely(`make-up ${bookingId}`, async () => {
    const snap = await collections.seatBookings.ref(bookingId).get();
    if (!snap.exists) return;
    const bookedAt = (snap.get("bookedAt") as Timestamp | undefined)?.toMillis() ?? 0;
    const groupId = snap.get("groupId") as string | undefined;
    const params = {
      bookingId,
      // The group alone: the stored session name ends in its weekday and time, which `when` says.
      title: groupId ? await groupName(groupId) : String(snap.get("sessionName") ?? ""),
      when: whenOf(String(snap.get("date")), String(snap.get("startTime"))),
    };
    const recipients = await accountsOfStudents([String(snap.get("studentId"))]);
    // One booking id per (class, student): each booking of it (bookedAt) is its own event.
    const key = `makeup-${change}-${bookingId}-${bookedAt}`;
    if (change === "booked") await notify({ type: "makeUpBooked", recipients, params, key, now });
    else await notify({ type: "makeUpCancelled", recipients, params, key, now });
  });
}

/** A family reported an absence ahead: the session's instructor. */
export function absenceReported(absenceId: string, now: Date) {
  return safely(`absence ${absenceId}`, async () => {
    const absence = await collections.seatAbsences.ref(absenceId).get();
    const sessionKey = String(absence.get("sessionKey") ?? "");
    if (!absence.exists || !sessionKey.startsWith("schedule:")) return;
    const schedule = await collections.schedules.ref(sessionKey.slice("schedule:".length)).get();
    const instructor = schedule.get("instructorId");
    if (typeof instructor !== "string" || !instructor) return;
    await notify({
      type: "absenceReported",
      recipients: [instructor],
      params: {
        absenceId,
        student: String(absence.get("studentName") || "A student"),
        title: String(absence.get("sessionName") ?? ""),
        when: whenOf(String(absence.get("date")), String(absence.get("startTime"))),
      },
      key: `absence-reported-${absenceId}`,
      now,
    });
  });
}

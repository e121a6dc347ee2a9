import type { Timestamp } from "firebase-admin/firestore";
import { occurrencesBetween } from "../dashboard/dashboard-sessions";
import { collections, existingDocs } from "../lib/collections";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { conflict, notFound } from "../lib/http-error";
import { schoolSettings } from "../lib/school-settings";
import { liveSchedules } from "../schedules/schedules.repository";
import { attendanceDocId } from "../shared/attendance.schema";
import type { BookableSession } from "../shared/seats.schema";
import { WEEKDAYS_SHORT, addDays, todayIn } from "../shared/school-calendar";
import { makeUpSeatsLeft } from "./seat-count";
import { instantInZone } from "./seat-occurrence";
import { seatsSettings } from "./seats-settings";

/** How far ahead the app lists make-up sessions, whatever a credit's expiry. */
const LOOK_AHEAD_DAYS = 28;
const MAX_SESSIONS = 40;

/**
 * GET /api/me/seats/sessions?creditId: the classes this credit can book before it expires (of its
 * program, or the programs Settings lists; not the student's own groups), with the seats left.
 */
export async function listBookable({
  ctx,
  input,
}: HandlerArgs<{ creditId: string }, StudentContext>): Promise<BookableSession[]> {
  const credit = await collections.seatCredits.ref(input.creditId).get();
  if (!credit.exists || credit.get("studentId") !== ctx.student.id) throw notFound("No such credit.");
  if (credit.get("status") !== "open") throw conflict("This credit cannot be used any more.");
  const expiresAt = (credit.get("expiresAt") as Timestamp).toDate();
  const [policy, { school }] = await Promise.all([seatsSettings(), schoolSettings()]);
  const programIds =
    policy.eligibleSessions === "same-program"
      ? [String(credit.get("programId"))]
      : policy.eligibleProgramIds;
  const schedules = (await Promise.all(programIds.map((programId) => liveSchedules({ programId })))).flat();
  const theirs = schedules.filter((s) => !ctx.student.groupIds.includes(String(s.get("groupId"))));
  const today = todayIn(school.timeZone, ctx.now);
  const last = [todayIn(school.timeZone, expiresAt), addDays(today, LOOK_AHEAD_DAYS)].sort()[0]!;
  const groups = await existingDocs(
    "groups",
    theirs.map((s) => String(s.get("groupId"))),
  );
  const coming = occurrencesBetween(theirs, [], today, last)
    .filter((o) => !o.cancelled)
    .map((o) => ({ o, startsAt: instantInZone(o.date, String(o.doc.get("startTime")), school.timeZone) }))
    .filter(({ startsAt }) => startsAt > ctx.now && startsAt <= expiresAt)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .slice(0, MAX_SESSIONS);
  return Promise.all(
    coming.map(async ({ o }) => {
      const d = o.doc.data()!;
      const groupName = String(groups.get(String(d.groupId))?.get("name") ?? "Class");
      return {
        sessionKey: `schedule:${o.doc.id}`,
        date: o.date,
        startTime: String(d.startTime),
        endTime: String(d.endTime),
        name: `${groupName} · ${WEEKDAYS_SHORT[d.dayOfWeek as number]} ${d.startTime}`,
        seatsLeft: await makeUpSeatsLeft(
          attendanceDocId("schedule", o.doc.id, o.date),
          String(d.groupId),
          policy.extraMakeUpSeats,
        ),
      };
    }),
  );
}

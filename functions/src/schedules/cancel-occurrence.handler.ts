import { badRequest, notFound } from "../lib/http-error";
import { changeWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import { sessionCancelled } from "../notifications/session-events";
import type { CancelOccurrenceInput, Schedule } from "../shared/schedule.schema";
import { occursOn } from "../shared/school-calendar";
import { scheduleDoc, toSchedule } from "./schedules.repository";

const NO_SUCH_SESSION = "No such session.";

/** Which occurrence of which session: cancelled with a reason, or restored. */
export type OccurrenceChange = { id: string } & (
  (CancelOccurrenceInput & { cancel: true }) | { date: string; cancel: false }
);

/** Cancels one dated occurrence (an entry in `exceptions`), or restores it (`cancel: false`). */
export async function setOccurrenceCancelled({
  ctx,
  input,
}: HandlerArgs<OccurrenceChange>): Promise<Schedule> {
  const { id } = input;
  await changeWithAudit(ctx.actor, { collection: "schedules", id, missing: NO_SUCH_SESSION }, (snap) => {
    if (snap.get("archivedAt")) throw notFound(NO_SUCH_SESSION);
    const schedule = toSchedule(snap);
    if (!occursOn(schedule, input.date))
      throw badRequest("The session does not take place on that date.", {
        date: "Not a date of this session.",
      });
    const rest = schedule.exceptions.filter((e) => e.date !== input.date);
    const exceptions = input.cancel
      ? [...rest, { date: input.date, reason: input.reason }].sort((a, b) => a.date.localeCompare(b.date))
      : rest;
    return {
      fields: { exceptions },
      action: input.cancel ? "schedule.cancel-occurrence" : "schedule.restore-occurrence",
      details: { date: input.date, ...(input.cancel ? { reason: input.reason } : {}) },
    };
  });
  if (input.cancel) await sessionCancelled(id, input.date, ctx.now);
  return toSchedule(await scheduleDoc(id).get());
}

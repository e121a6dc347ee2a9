import { badRequest, notFound } from "../api/http-error";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { CancelOccurrenceInput } from "../shared/schedule.schema";
import { occursOn } from "../shared/school-calendar";
import type { SessionClaims } from "../shared/session";
import { scheduleDoc, toSchedule } from "./schedules.repository";

/** Cancels one dated occurrence (an entry in `exceptions`), or restores it when `reason` is null. */
export async function setOccurrenceCancelled({ actor, id, input, cancel }: { actor: SessionClaims; id: string; input: CancelOccurrenceInput | { date: string }; cancel: boolean }) {
  const ref = scheduleDoc(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get("archivedAt")) throw notFound("No such session.");
    const schedule = toSchedule(snap);
    if (!occursOn(schedule, input.date)) throw badRequest("The session does not take place on that date.", { date: "Not a date of this session." });
    const rest = schedule.exceptions.filter((e) => e.date !== input.date);
    const exceptions = cancel && "reason" in input ? [...rest, { date: input.date, reason: input.reason }].sort((a, b) => a.date.localeCompare(b.date)) : rest;
    tx.update(ref, { exceptions, ...updatedFields(actor) });
    addAudit(tx, actor, { action: cancel ? "schedule.cancel-occurrence" : "schedule.restore-occurrence", resource: "schedules", resourceId: id, details: { date: input.date, ...("reason" in input ? { reason: input.reason } : {}) } });
  });
  return toSchedule(await ref.get());
}

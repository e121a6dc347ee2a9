import { notFound } from "../api/http-error";
import { parseInput } from "../api/middleware/validate";
import { addAudit, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import { scheduleInputSchema, type SchedulePatch } from "../shared/schedule.schema";
import type { SessionClaims } from "../shared/session";
import { assertFitsProgram, assertNoClash } from "./schedule-rules";
import { scheduleDoc, toSchedule } from "./schedules.repository";

export async function updateSchedule({ actor, id, input }: { actor: SessionClaims; id: string; input: SchedulePatch }) {
  const snap = await scheduleDoc(id).get();
  if (!snap.exists || snap.get("archivedAt")) throw notFound("No such session.");
  const current = toSchedule(snap);
  const merged = parseInput(scheduleInputSchema, {
    programId: current.programId, groupId: current.groupId, dayOfWeek: current.dayOfWeek, startTime: current.startTime, endTime: current.endTime,
    room: current.room, instructorId: current.instructorId, startDate: current.startDate, endDate: current.endDate, ...input,
  });
  await assertFitsProgram(merged);
  await assertNoClash(merged, id);
  const changed = Object.keys(input).filter((k) => JSON.stringify((input as Record<string, unknown>)[k]) !== JSON.stringify((current as unknown as Record<string, unknown>)[k]));
  const batch = db().batch();
  batch.update(scheduleDoc(id), { ...merged, room: merged.room.trim(), ...updatedFields(actor) });
  addAudit(batch, actor, { action: "schedule.update", resource: "schedules", resourceId: id, details: { changed } });
  await batch.commit();
  return toSchedule(await scheduleDoc(id).get());
}

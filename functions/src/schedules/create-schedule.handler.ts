import { addAudit, createdFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { ScheduleInput } from "../shared/schedule.schema";
import type { SessionClaims } from "../shared/session";
import { assertFitsProgram, assertNoClash } from "./schedule-rules";
import { scheduleDoc, schedulesCol, toSchedule } from "./schedules.repository";

export async function createSchedule({ actor, input }: { actor: SessionClaims; input: ScheduleInput }) {
  await assertFitsProgram(input);
  await assertNoClash(input);
  const ref = schedulesCol().doc();
  const batch = db().batch();
  batch.create(ref, { ...input, room: input.room.trim(), exceptions: [], archivedAt: null, ...createdFields(actor) });
  addAudit(batch, actor, { action: "schedule.create", resource: "schedules", resourceId: ref.id, details: { programId: input.programId, groupId: input.groupId, dayOfWeek: input.dayOfWeek, startTime: input.startTime } });
  await batch.commit();
  return toSchedule(await scheduleDoc(ref.id).get());
}

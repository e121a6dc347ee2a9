import { notFound } from "../lib/http-error";
import { parseInput } from "../lib/validate";
import { changedKeys } from "../lib/audit";
import { updateWithAudit } from "../lib/audited-write";
import { patchChanges } from "../lib/field-changes";
import type { HandlerArgs } from "../lib/handler-context";
import {
  scheduleInputOf,
  scheduleInputSchema,
  type Schedule,
  type SchedulePatch,
} from "../shared/schedule.schema";
import { assertFitsProgram, assertNoClash } from "./schedule-rules";
import { scheduleDoc, toSchedule } from "./schedules.repository";

export async function updateSchedule({
  ctx,
  input: { id, ...input },
}: HandlerArgs<SchedulePatch & { id: string }>): Promise<Schedule> {
  const snap = await scheduleDoc(id).get();
  if (!snap.exists || snap.get("archivedAt")) throw notFound("No such session.");
  const current = toSchedule(snap);
  const merged = parseInput(scheduleInputSchema, { ...scheduleInputOf(current), ...input });
  await assertFitsProgram(merged);
  await assertNoClash(merged, id);
  await updateWithAudit(
    ctx.actor,
    "schedules",
    id,
    { ...merged, room: merged.room.trim() },
    {
      action: "schedule.update",
      details: {
        fields: changedKeys(input, current),
        changes: patchChanges(scheduleInputOf(current), input, ["instructorId"]),
      },
    },
  );
  return toSchedule(await scheduleDoc(id).get());
}

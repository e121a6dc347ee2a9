import { createWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import type { Schedule, ScheduleInput } from "../shared/schedule.schema";
import { assertFitsProgram, assertNoClash } from "./schedule-rules";
import { scheduleDoc, toSchedule } from "./schedules.repository";

export async function createSchedule({ ctx, input }: HandlerArgs<ScheduleInput>): Promise<Schedule> {
  await assertFitsProgram(input);
  await assertNoClash(input);
  const { programId, groupId, dayOfWeek, startTime } = input;
  const ref = await createWithAudit(
    ctx.actor,
    "schedules",
    { ...input, room: input.room.trim(), exceptions: [], archivedAt: null },
    { action: "schedule.create", details: { programId, groupId, dayOfWeek, startTime } },
  );
  return toSchedule(await scheduleDoc(ref.id).get());
}

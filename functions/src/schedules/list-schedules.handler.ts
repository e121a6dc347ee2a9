import type { z } from "zod";
import type { HandlerArgs } from "../lib/handler-context";
import type {
  ListSchedulesResponse,
  ScheduleOccurrence,
  listSchedulesQuerySchema,
} from "../shared/schedule.schema";
import { occurrenceDates } from "../shared/school-calendar";
import { liveSchedules, toSchedule } from "./schedules.repository";

/** Weekly sessions, filtered; with from/to, also every dated occurrence (cancelled ones marked). */
export async function listSchedules({
  input,
}: HandlerArgs<z.infer<typeof listSchedulesQuerySchema>>): Promise<ListSchedulesResponse> {
  const docs = await liveSchedules({ programId: input.programId, groupId: input.groupId });
  const room = input.room?.trim().toLowerCase();
  const data = docs
    .map(toSchedule)
    .filter(
      (s) =>
        (!room || s.room.trim().toLowerCase() === room) &&
        (!input.instructorId || s.instructorId === input.instructorId),
    )
    .sort(
      (a, b) => ((a.dayOfWeek + 6) % 7) - ((b.dayOfWeek + 6) % 7) || a.startTime.localeCompare(b.startTime),
    );
  if (!input.from || !input.to) return { data };
  const occurrences: ScheduleOccurrence[] = [];
  for (const s of data) {
    for (const o of occurrenceDates(s, input.from, input.to)) {
      occurrences.push({
        scheduleId: s._id,
        date: o.date,
        programId: s.programId,
        groupId: s.groupId,
        startTime: s.startTime,
        endTime: s.endTime,
        room: s.room,
        instructorId: s.instructorId,
        cancelled: o.cancelled,
        cancelReason: o.cancelReason,
      });
    }
  }
  occurrences.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
  return { data, occurrences };
}

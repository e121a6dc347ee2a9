import { existingDoc } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Schedule } from "../shared/schedule.schema";
import { scheduleDoc, toSchedule } from "./schedules.repository";

/** One weekly session, archived ones included (past attendance still links to them). */
export async function getSchedule({ input }: HandlerArgs<{ id: string }>): Promise<Schedule> {
  const snap = await existingDoc(scheduleDoc(input.id), "No such session.");
  return toSchedule(snap);
}

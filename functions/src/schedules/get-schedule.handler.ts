import type { HandlerArgs } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import type { Schedule } from "../shared/schedule.schema";
import { scheduleDoc, toSchedule } from "./schedules.repository";

/** One weekly session, archived ones included (past attendance still links to them). */
export async function getSchedule({ input }: HandlerArgs<{ id: string }>): Promise<Schedule> {
  const snap = await scheduleDoc(input.id).get();
  if (!snap.exists) throw notFound("No such session.");
  return toSchedule(snap);
}

import { collections } from "../lib/collections";
import { badRequest, conflict } from "../lib/http-error";
import type { ScheduleInput } from "../shared/schedule.schema";
import { WEEKDAYS_SHORT, dateRangesOverlap, timesOverlap } from "../shared/school-calendar";
import { liveSchedules } from "./schedules.repository";

/** The program must exist and not be archived, own the group, and its term must hold the dates. */
export async function assertFitsProgram(input: ScheduleInput) {
  const [program, group] = await Promise.all([
    collections.programs.ref(input.programId).get(),
    collections.groups.ref(input.groupId).get(),
  ]);
  if (!program.exists) throw badRequest("No such program.", { programId: "Choose an existing program." });
  if (program.get("status") === "archived")
    throw badRequest("The program is archived.", {
      programId: "This program is archived; restore it to add sessions.",
    });
  if (!group.exists) throw badRequest("No such group.", { groupId: "Choose an existing group." });
  const groupIds = (program.get("groupIds") ?? []) as string[];
  if (!groupIds.includes(input.groupId))
    throw badRequest("The group is not in this program.", {
      groupId: `${group.get("name")} is not one of ${program.get("name")}'s groups.`,
    });
  const start = program.get("startDate") as string;
  const end = program.get("endDate") as string;
  const fields: Record<string, string> = {};
  if (input.startDate < start || input.startDate > end)
    fields.startDate = `Must be within the program's term (${start} to ${end}).`;
  if (input.endDate > end || input.endDate < start)
    fields.endDate = `Must be within the program's term (${start} to ${end}).`;
  if (Object.keys(fields).length > 0)
    throw badRequest("The session must fall within the program's term.", fields);
  return { programName: String(program.get("name")), groupName: String(group.get("name")) };
}

/**
 * Two weekly sessions clash when they share a weekday, their date ranges overlap and their
 * times overlap, in the same room or with the same instructor. 409 names the other session.
 */
export async function assertNoClash(input: ScheduleInput, selfId?: string) {
  const sameDay = await liveSchedules({ dayOfWeek: input.dayOfWeek });
  const room = input.room.trim().toLowerCase();
  for (const d of sameDay) {
    if (d.id === selfId) continue;
    const other = d.data();
    if (!dateRangesOverlap(input.startDate, input.endDate, other.startDate, other.endDate)) continue;
    if (!timesOverlap(input.startTime, input.endTime, other.startTime, other.endTime)) continue;
    const sameRoom =
      String(other.room ?? "")
        .trim()
        .toLowerCase() === room;
    const sameInstructor = other.instructorId === input.instructorId;
    if (!sameRoom && !sameInstructor) continue;
    const group = await collections.groups.ref(other.groupId).get();
    const what = `${group.get("name") ?? other.groupId} (${WEEKDAYS_SHORT[other.dayOfWeek]} ${other.startTime}–${other.endTime}, ${other.room})`;
    const reason = sameRoom ? `the room ${other.room} is taken` : "the instructor is already teaching";
    throw conflict(
      `This session clashes with ${what}: ${reason}.`,
      sameRoom ? { room: `Clashes with ${what}.` } : { instructorId: `Clashes with ${what}.` },
    );
  }
}

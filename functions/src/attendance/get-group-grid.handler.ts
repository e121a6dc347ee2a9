import type { z } from "zod";
import { existingDocs } from "../lib/collections";
import { notFound } from "../lib/http-error";
import type { HandlerArgs } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { AttendanceStatus, GroupGrid, groupGridQuerySchema } from "../shared/attendance.schema";
import { WEEKDAYS_SHORT, addDays, dayOfWeek, mondayOf, todayIn } from "../shared/school-calendar";
import { attendanceBetween, studentsOfGroups } from "./attendance.repository";

/** A group's last N weeks as a grid: one column per session occurrence, one row per student. */
export async function getGroupGrid({
  ctx,
  input,
}: HandlerArgs<z.infer<typeof groupGridQuerySchema>>): Promise<GroupGrid> {
  const group = await existingDocs("groups", [input.groupId]);
  if (!group.has(input.groupId)) throw notFound("No such group.");
  const today = todayIn((await schoolSettings()).school.timeZone, ctx.now);
  const from = addDays(mondayOf(today), -7 * (input.weeks - 1));
  const docs = await attendanceBetween(from, addDays(mondayOf(today), 6), input.groupId, 300);
  const cells: GroupGrid["cells"] = {};
  const marked = new Set<string>();
  const columns = docs.map((d) => {
    const date = d.get("date") as string;
    const records = (d.get("records") ?? {}) as Record<string, AttendanceStatus>;
    for (const [sid, status] of Object.entries(records)) {
      marked.add(sid);
      (cells[sid] ??= {})[d.id] = status;
    }
    const isPractice = d.get("sessionType") === "practice";
    const label = isPractice
      ? `Fri practice ${date.slice(5)}`
      : `${WEEKDAYS_SHORT[dayOfWeek(date)]} ${date.slice(5)}`;
    return {
      attendanceId: d.id,
      date,
      sessionType: d.get("sessionType"),
      sessionId: d.get("sessionId"),
      label,
    };
  });
  const members = (await studentsOfGroups([input.groupId])).filter(
    (s) => s.get("status") === "active" || marked.has(s.id),
  );
  const students = members
    .map((s) => ({
      _id: s.id,
      firstName: String(s.get("firstName") ?? ""),
      lastName: String(s.get("lastName") ?? ""),
    }))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  return { columns, students, cells };
}

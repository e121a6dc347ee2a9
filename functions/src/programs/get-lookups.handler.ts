import type { HandlerContext } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { Lookups } from "../shared/program";
import { staffMembers } from "../users/users.repository";
import { allGroups, allPrograms, scheduleRooms } from "./programs.repository";

/** Everything the program, schedule and practice forms choose from, in one bounded answer. */
export async function getLookups(_args: {
  ctx: HandlerContext;
  input: Record<string, never>;
}): Promise<Lookups> {
  const [programs, groups, users, rooms, settings] = await Promise.all([
    allPrograms(),
    allGroups(),
    staffMembers(),
    scheduleRooms(),
    schoolSettings(),
  ]);
  const roomSet = new Set(rooms);
  const practice = settings.teaching.practice;
  if (practice.location) roomSet.add(practice.location);
  return {
    programs: programs.map((d) => ({
      _id: d.id,
      name: d.get("name"),
      color: d.get("color") ?? "#7c3aed",
      status: d.get("status"),
      startDate: d.get("startDate"),
      endDate: d.get("endDate"),
      groupIds: d.get("groupIds") ?? [],
    })),
    groups: groups
      .filter((d) => !d.get("archived") && d.get("status") !== "archived")
      .map((d) => ({ _id: d.id, name: String(d.get("name") ?? d.id), color: d.get("color") ?? null })),
    instructors: users
      // Disabled accounts stay, marked, so past records keep their names; pickers leave them out.
      .map((u) => ({ _id: u.uid, name: u.displayName, ...(u.disabled ? { disabled: true } : {}) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    rooms: [...roomSet].sort(),
    timeZone: settings.school.timeZone,
    weekStartsOn: settings.school.weekStartsOn,
    dateFormat: settings.school.dateFormat,
    sessionMinutes: settings.teaching.sessionMinutes,
    attendanceStatuses: settings.teaching.attendanceStatuses,
    practiceDefaults: practice,
  };
}

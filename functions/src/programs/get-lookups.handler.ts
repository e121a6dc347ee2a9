import { schoolSettings } from "../lib/school-settings";
import type { Lookups } from "../shared/program";
import { allGroups, allPrograms, scheduleRooms, staffUsers } from "./programs.repository";

/** Everything the program, schedule and practice forms choose from, in one bounded answer. */
export async function getLookups(): Promise<Lookups> {
  const [programs, groups, users, rooms, settings] = await Promise.all([allPrograms(), allGroups(), staffUsers(), scheduleRooms(), schoolSettings()]);
  const roomSet = new Set(rooms);
  if (settings.practiceDefaults.location) roomSet.add(settings.practiceDefaults.location);
  return {
    programs: programs.map((d) => ({ _id: d.id, name: d.get("name"), color: d.get("color") ?? "#7c3aed", status: d.get("status"), startDate: d.get("startDate"), endDate: d.get("endDate"), groupIds: d.get("groupIds") ?? [] })),
    groups: groups.filter((d) => !d.get("archived") && d.get("status") !== "archived").map((d) => ({ _id: d.id, name: String(d.get("name") ?? d.id), color: d.get("color") ?? null })),
    instructors: users.map((d) => ({ _id: d.id, name: String(d.get("displayName") ?? d.get("email") ?? d.id) })).sort((a, b) => a.name.localeCompare(b.name)),
    rooms: [...roomSet].sort(),
    timeZone: settings.timeZone,
    practiceDefaults: settings.practiceDefaults,
  };
}

import Papa from "papaparse";
import type { z } from "zod";
import { badRequest } from "../api/http-error";
import type { AttendanceStatus, exportAttendanceQuerySchema } from "../shared/attendance.schema";
import { WEEKDAYS_SHORT, daysBetween } from "../shared/school-calendar";
import { attendanceBetween, getAllDocs } from "./attendance.repository";

const MAX_DOCS = 3000;

/**
 * One CSV row per mark. `escapeFormulae` prefixes cells that start with = + - @ (names, notes)
 * with a quote, so a spreadsheet never runs them as formulas.
 */
export async function exportAttendance({ input }: { input: z.infer<typeof exportAttendanceQuerySchema> }): Promise<string> {
  const span = daysBetween(input.from, input.to);
  if (span < 0) throw badRequest("to must not be before from.", { to: "Must not be before from." });
  if (span > 366) throw badRequest("Export at most a year at a time.", { to: "At most 366 days after from." });
  const docs = await attendanceBetween(input.from, input.to, input.groupId, MAX_DOCS);
  if (docs.length === MAX_DOCS) throw badRequest(`More than ${MAX_DOCS} sessions in that range: choose a shorter range or one group.`, { to: "Choose a shorter range." });
  const studentIds = docs.flatMap((d) => Object.keys(d.get("records") ?? {}));
  const scheduleIds = docs.filter((d) => d.get("sessionType") === "schedule").map((d) => d.get("sessionId") as string);
  const practiceIds = docs.filter((d) => d.get("sessionType") === "practice").map((d) => d.get("sessionId") as string);
  const [students, schedules, practices] = await Promise.all([getAllDocs("students", studentIds), getAllDocs("schedules", scheduleIds), getAllDocs("practices", practiceIds)]);
  const groups = await getAllDocs("groups", [...schedules.values()].map((s) => s.get("groupId") as string));

  const rows: string[][] = [];
  for (const d of docs) {
    const sessionId = d.get("sessionId") as string;
    const isPractice = d.get("sessionType") === "practice";
    const s = schedules.get(sessionId);
    const session = isPractice
      ? String(practices.get(sessionId)?.get("title") ?? "Friday practice")
      : s ? `${groups.get(s.get("groupId"))?.get("name") ?? s.get("groupId")} ${WEEKDAYS_SHORT[s.get("dayOfWeek") as number]} ${s.get("startTime")}` : sessionId;
    const records = (d.get("records") ?? {}) as Record<string, AttendanceStatus>;
    const entries = Object.entries(records).sort(([a], [b]) => {
      const sa = students.get(a);
      const sb = students.get(b);
      return String(sa?.get("lastName") ?? a).localeCompare(String(sb?.get("lastName") ?? b));
    });
    for (const [sid, status] of entries) {
      const st = students.get(sid);
      rows.push([d.get("date"), isPractice ? "practice" : "class", session, sid, String(st?.get("lastName") ?? ""), String(st?.get("firstName") ?? ""), status, String(d.get("notes") ?? "")]);
    }
  }
  return Papa.unparse({ fields: ["date", "type", "session", "studentId", "lastName", "firstName", "status", "sessionNotes"], data: rows }, { escapeFormulae: true });
}

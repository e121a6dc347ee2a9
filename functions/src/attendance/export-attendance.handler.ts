import Papa from "papaparse";
import type { z } from "zod";
import { existingDocs } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest } from "../lib/http-error";
import type { AttendanceStatus, exportAttendanceQuerySchema } from "../shared/attendance.schema";
import { daysBetween } from "../shared/school-calendar";
import { attendanceBetween } from "./attendance.repository";
import { markedSessions, sessionName } from "./session-names";

const MAX_DOCS = 3000;

/**
 * One CSV row per mark. `escapeFormulae` prefixes cells that start with = + - @ (names, notes)
 * with a quote, so a spreadsheet never runs them as formulas.
 */
export async function exportAttendance({
  input,
}: HandlerArgs<z.infer<typeof exportAttendanceQuerySchema>>): Promise<string> {
  const span = daysBetween(input.from, input.to);
  if (span < 0) throw badRequest("to must not be before from.", { to: "Must not be before from." });
  if (span > 366)
    throw badRequest("Export at most a year at a time.", { to: "At most 366 days after from." });
  const docs = await attendanceBetween(input.from, input.to, input.groupId, MAX_DOCS);
  if (docs.length === MAX_DOCS)
    throw badRequest(`More than ${MAX_DOCS} sessions in that range: choose a shorter range or one group.`, {
      to: "Choose a shorter range.",
    });
  const [students, sessions] = await Promise.all([
    existingDocs(
      "students",
      docs.flatMap((d) => Object.keys(d.get("records") ?? {})),
    ),
    markedSessions(docs),
  ]);

  const rows: string[][] = [];
  for (const d of docs) {
    const isPractice = d.get("sessionType") === "practice";
    // The export's session column keeps the form its readers know: "Juniors Tue 16:00".
    const session = sessionName(sessions, d, " ") ?? (d.get("sessionId") as string);
    const records = (d.get("records") ?? {}) as Record<string, AttendanceStatus>;
    const entries = Object.entries(records).sort(([a], [b]) => {
      const sa = students.get(a);
      const sb = students.get(b);
      return String(sa?.get("lastName") ?? a).localeCompare(String(sb?.get("lastName") ?? b));
    });
    for (const [sid, status] of entries) {
      const st = students.get(sid);
      rows.push([
        d.get("date"),
        isPractice ? "practice" : "class",
        session,
        sid,
        String(st?.get("lastName") ?? ""),
        String(st?.get("firstName") ?? ""),
        status,
        String(d.get("notes") ?? ""),
      ]);
    }
  }
  return Papa.unparse(
    {
      fields: ["date", "type", "session", "studentId", "lastName", "firstName", "status", "sessionNotes"],
      data: rows,
    },
    { escapeFormulae: true },
  );
}

import type { z } from "zod";
import { existingDocs } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { toJson } from "../lib/serialize";
import {
  attendanceDocId,
  type AttendanceStatus,
  type Roster,
  type RosterStudent,
  type rosterQuerySchema,
} from "../shared/attendance.schema";
import { makeUpsOf, reportsOf } from "../seats/seats.repository";
import { absenceOf } from "../seats/seat-views";
import { rosterStudentOf } from "../students/student-document";
import { attendanceRef, studentsOfGroups } from "./attendance.repository";
import { resolveSession } from "./resolve-session";

/**
 * Who may be marked for a session: active students of its groups, plus anyone already marked
 * (a student who left since keeps their past mark editable).
 */
export async function rosterStudents(groupIds: string[], alreadyMarked: string[]): Promise<RosterStudent[]> {
  const members = (await studentsOfGroups(groupIds))
    .map(rosterStudentOf)
    .filter((s) => s.status === "active");
  const known = new Set(members.map((s) => s._id));
  const extra = await existingDocs(
    "students",
    alreadyMarked.filter((id) => !known.has(id)),
  );
  return [...members, ...[...extra.values()].map(rosterStudentOf)].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
}

/** One occurrence's roster and marks; `sessionId` is the session key (`schedule:<id>`, `practice:<id>`). */
export async function getRoster({
  input: { date, sessionId },
}: HandlerArgs<z.infer<typeof rosterQuerySchema>>): Promise<Roster> {
  const session = await resolveSession(sessionId, date);
  const id = attendanceDocId(session.sessionType, session.sessionId, date);
  const snap = await attendanceRef(id).get();
  const records = (snap.get("records") ?? {}) as Record<string, AttendanceStatus>;
  const [makeUps, reports] = await Promise.all([makeUpsOf(id), reportsOf(id)]);
  const students = await rosterStudents(session.groupIds, [...Object.keys(records), ...makeUps]);
  session.marked = Object.keys(records).length;
  return {
    attendanceId: id,
    session,
    students,
    records,
    notes: String(snap.get("notes") ?? ""),
    takenBy: (snap.get("takenBy") as string | undefined) ?? null,
    takenAt: (toJson(snap.get("takenAt")) as string | undefined) ?? null,
    updatedAt: (toJson(snap.get("updatedAt")) as string | undefined) ?? null,
    reported: Object.fromEntries(
      reports
        .map(absenceOf)
        .map((a) => [
          a.studentId,
          { by: a.reportedBy.name, role: a.reportedBy.role, reason: a.reason, at: a.reportedAt },
        ]),
    ),
    makeUps,
  };
}

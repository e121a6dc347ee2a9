import { FieldValue } from "firebase-admin/firestore";
import { badRequest, conflict } from "../lib/http-error";
import { addAudit } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { toJson } from "../lib/serialize";
import {
  attendanceDocId,
  type AttendanceConflictDetails,
  type AttendanceStatus,
  type SaveAttendanceInput,
  type SavedAttendance,
} from "../shared/attendance.schema";
import { attendanceDayWrite } from "./attendance-day-document";
import { attendanceDayRef, attendanceRef } from "./attendance.repository";
import { makeUpsOf } from "../seats/seats.repository";
import { rosterStudents } from "./get-roster.handler";
import { refreshAbsenceStreaks } from "./refresh-absence-streaks";
import { resolveSession } from "./resolve-session";

/**
 * Saves marks for one occurrence. Only the students named in the request are written, each as
 * its own field (`records.<studentId>`), inside a transaction that also records the change in
 * auditLog; so two staff members marking different students at once never undo each other, and
 * saving the same marks again writes nothing. With `base`, a mark someone else changed since the
 * client saw it is refused rather than overwritten (409, nothing written).
 */
export async function saveAttendance({
  ctx,
  input,
}: HandlerArgs<SaveAttendanceInput>): Promise<SavedAttendance> {
  const { actor } = ctx;
  const session = await resolveSession(input.sessionId, input.date);
  if (session.cancelled)
    throw badRequest("This session was cancelled on that date.", {
      date: `Cancelled${session.cancelReason ? `: ${session.cancelReason}` : ""}.`,
    });
  const id = attendanceDocId(session.sessionType, session.sessionId, input.date);
  const ref = attendanceRef(id);
  const named = Object.keys(input.records);

  const current = await ref.get();
  const allowed = new Set(
    (
      await rosterStudents(session.groupIds, [
        ...Object.keys(current.get("records") ?? {}),
        // Make-up students booked into this class are marked like its members.
        ...(await makeUpsOf(id)),
      ])
    ).map((s) => s._id),
  );
  const outsiders = named.filter((sid) => !allowed.has(sid));
  if (outsiders.length > 0) {
    throw badRequest(
      `${outsiders.length === 1 ? "One student is" : `${outsiders.length} students are`} not in this session's groups.`,
      Object.fromEntries(
        outsiders.map((sid) => [`records.${sid}`, "Not a student of this session's groups."]),
      ),
    );
  }

  const result = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const before = (snap.get("records") ?? {}) as Record<string, AttendanceStatus>;
    const conflicts = conflictingMarks(input, before);
    if (conflicts) throw conflictError(conflicts);
    const changes: Record<string, { from: AttendanceStatus | null; to: AttendanceStatus | null }> = {};
    for (const [sid, status] of Object.entries(input.records)) {
      const old = before[sid] ?? null;
      if (old !== status) changes[sid] = { from: old, to: status };
    }
    const notesChanged = input.notes !== undefined && input.notes !== String(snap.get("notes") ?? "");
    const changedIds = Object.keys(changes);
    if (changedIds.length === 0 && !notesChanged) return { before, changedIds, wrote: false };

    const after = { ...before };
    for (const sid of changedIds) {
      const to = changes[sid]!.to;
      if (to) after[sid] = to;
      else delete after[sid];
    }
    const now = FieldValue.serverTimestamp();
    const write: Record<string, unknown> = {
      records: Object.fromEntries(changedIds.map((sid) => [sid, changes[sid]!.to ?? FieldValue.delete()])),
      studentIds: Object.keys(after).sort(),
      updatedAt: now,
      updatedBy: actor.sub,
    };
    if (notesChanged) write.notes = input.notes;
    if (!snap.exists) {
      Object.assign(write, {
        date: input.date,
        sessionType: session.sessionType,
        sessionId: session.sessionId,
        groupIds: session.groupIds,
        takenBy: actor.sub,
        takenAt: now,
        notes: input.notes ?? "",
      });
    }
    // A merge write of a nested map touches only the keys it names: field-level marks.
    tx.set(ref, write, { merge: true });
    // The day's summary changes with the marks, in the same commit (attendance-day-document.ts).
    tx.set(attendanceDayRef(input.date), attendanceDayWrite(input.date, id, session, after, allowed.size), {
      merge: true,
    });
    addAudit(tx, actor, {
      action: "attendance.mark",
      resource: "attendance",
      resourceId: id,
      details: {
        date: input.date,
        session: input.sessionId,
        changes,
        ...(notesChanged ? { notesChanged: true } : {}),
      },
    });
    return { before, changedIds, wrote: true };
  });

  if (result.changedIds.length > 0) await refreshAbsenceStreaks(result.changedIds);
  const saved = await ref.get();
  return {
    attendanceId: id,
    changed: result.changedIds.length,
    records: (saved.get("records") ?? {}) as Record<string, AttendanceStatus>,
    notes: String(saved.get("notes") ?? ""),
    updatedAt: (toJson(saved.get("updatedAt")) as string | undefined) ?? null,
  };
}

/**
 * Students whose stored mark moved away from what the client saw (`base`) to something other than
 * what it now asks for; null when there are none. A stored mark equal to the new one is no
 * conflict: that is the same save arriving twice (a retry, or two tabs sending one queue).
 */
function conflictingMarks(
  input: SaveAttendanceInput,
  stored: Record<string, AttendanceStatus>,
): Record<string, AttendanceStatus | null> | null {
  const conflicts: Record<string, AttendanceStatus | null> = {};
  for (const [sid, seen] of Object.entries(input.base ?? {})) {
    if (!(sid in input.records)) continue;
    const now = stored[sid] ?? null;
    if (now !== seen && now !== input.records[sid]) conflicts[sid] = now;
  }
  return Object.keys(conflicts).length > 0 ? conflicts : null;
}

function conflictError(conflicts: Record<string, AttendanceStatus | null>) {
  const ids = Object.keys(conflicts);
  const details: AttendanceConflictDetails = { conflicts };
  return conflict(
    `${ids.length === 1 ? "One mark was" : `${ids.length} marks were`} changed by someone else meanwhile. Nothing was saved.`,
    Object.fromEntries(
      ids.map((sid) => [`records.${sid}`, `Now saved as ${conflicts[sid] ?? "not marked"}.`]),
    ),
    details,
  );
}

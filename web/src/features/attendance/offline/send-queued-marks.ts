import type {
  AttendanceConflictDetails,
  AttendanceStatus,
  SaveAttendanceInput,
} from "@shared/attendance.schema";
import { ApiError, isNetworkError } from "@/lib/api-client";
import { saveAttendance } from "../api/save-attendance";
import { listQueuedMarks, settleMarks, type QueuedMark } from "./mark-outbox";

export interface SendReport {
  sent: number;
  conflicts: number;
  refused: number;
  /** True when the server could not be reached: what is left waits for the next try. */
  offline: boolean;
}

type Save = (input: SaveAttendanceInput) => Promise<unknown>;

function conflictsOf(err: unknown): Record<string, AttendanceStatus | null> | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const details = err.details as Partial<AttendanceConflictDetails> | undefined;
  return details?.conflicts && typeof details.conflicts === "object" ? details.conflicts : null;
}

/**
 * Sends `userId`'s pending marks, one request per occurrence, each with the marks it was based on.
 * A 409 names the students someone else marked meanwhile: those become conflicts for the user to
 * settle, and the rest of that occurrence is sent again without them. A 4xx refusal (the session
 * was cancelled, a student left the group) is kept with its reason, not retried. No connection, a
 * 5xx or a 401 stops the round and leaves everything pending for the next one.
 */
export async function sendQueuedMarks(userId: string, save: Save = saveAttendance): Promise<SendReport> {
  const report: SendReport = { sent: 0, conflicts: 0, refused: 0, offline: false };
  const pending = (await listQueuedMarks(userId)).filter((m) => m.state === "pending");
  const byOccurrence = new Map<string, QueuedMark[]>();
  for (const mark of pending) {
    const key = `${mark.date}|${mark.sessionKey}`;
    byOccurrence.set(key, [...(byOccurrence.get(key) ?? []), mark]);
  }

  for (let group of byOccurrence.values()) {
    // Again without the students an answer set aside (conflicts, refusals), a few times at most.
    for (let attempt = 0; attempt < 3 && group.length > 0; attempt++) {
      const first = group[0]!;
      try {
        await save({
          date: first.date,
          sessionId: first.sessionKey,
          records: Object.fromEntries(group.map((m) => [m.studentId, m.status])),
          base: Object.fromEntries(group.map((m) => [m.studentId, m.base])),
        });
        await settleMarks(group);
        report.sent += group.length;
        break;
      } catch (err) {
        if (isNetworkError(err)) return { ...report, offline: true };
        const conflicts = conflictsOf(err);
        if (conflicts) {
          const clashing = group.filter((m) => m.studentId in conflicts);
          await settleMarks(
            [],
            clashing.map((m) => ({ ...m, state: "conflict", theirs: conflicts[m.studentId] ?? null })),
          );
          report.conflicts += clashing.length;
          group = group.filter((m) => !(m.studentId in conflicts));
          continue;
        }
        if (err instanceof ApiError && [400, 404].includes(err.status)) {
          // The students the answer names, else the whole occurrence (a cancelled session).
          const named = group.filter((m) => `records.${m.studentId}` in err.fields);
          const refused = named.length > 0 ? named : group;
          await settleMarks(
            [],
            refused.map((m) => ({
              ...m,
              state: "refused",
              problem: err.fields[`records.${m.studentId}`] ?? err.fields.date ?? err.message,
            })),
          );
          report.refused += refused.length;
          group = group.filter((m) => !refused.includes(m));
          continue;
        }
        // Signed out, no permission, or a server error: nothing the next round cannot fix.
        return report;
      }
    }
  }
  return report;
}

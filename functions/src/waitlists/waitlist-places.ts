import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { recordStudentChange } from "../students/student-counts.repository";
import type { EntryStatus, WaitlistEntry } from "../shared/waitlist.schema";
import { entryRef } from "./waitlist.repository";

/**
 * The school-wide `waitlist` status as a view of the lists: a student on a group's list has the
 * group in `waitlistGroupIds`; one who is on a list and not active (not enrolled anywhere) has
 * status `waitlist`. Joining moves `inactive` to `waitlist`; leaving the last list moves
 * `waitlist` back to `inactive`; taking a place makes the student `active`. Each write goes with
 * the student counts' change, in the caller's transaction (all its reads done).
 */
function statusAfter(student: DocumentSnapshot, waitingFor: readonly string[], enrolled: boolean): string {
  const status = String(student.get("status"));
  if (enrolled) return "active";
  if (waitingFor.length > 0) return status === "inactive" ? "waitlist" : status;
  return status === "waitlist" ? "inactive" : status;
}

function writeStudent(
  tx: Transaction,
  student: DocumentSnapshot,
  waitingFor: string[],
  extra: Record<string, unknown>,
  enrolled: boolean,
  timeZone: string,
) {
  const status = statusAfter(student, waitingFor, enrolled);
  if (status !== student.get("status"))
    recordStudentChange(tx, student.data(), { ...student.data(), status }, timeZone);
  tx.update(student.ref, {
    ...extra,
    waitlistGroupIds: waitingFor,
    status,
    updatedAt: FieldValue.serverTimestamp(),
  });
}

const waitingList = (student: DocumentSnapshot) =>
  (student.get("waitlistGroupIds") as string[] | undefined) ?? [];

/** Puts a student at `rank` in a group's line (a closed entry of an earlier wait is replaced). */
export function joinPlace(
  tx: Transaction,
  student: DocumentSnapshot,
  groupId: string,
  opts: { rank: number; by: WaitlistEntry["joinedBy"]; now: Date; actor: string; timeZone: string },
) {
  tx.set(entryRef(groupId, student.id), {
    groupId,
    studentId: student.id,
    status: "waiting",
    rank: opts.rank,
    joinedAt: Timestamp.fromDate(opts.now),
    joinedBy: opts.by,
    createdBy: opts.actor,
    offerId: null,
    updatedAt: FieldValue.serverTimestamp(),
  });
  const waitingFor = [...new Set([...waitingList(student), groupId])];
  writeStudent(tx, student, waitingFor, {}, false, opts.timeZone);
}

/** Takes a student off a group's line (`status` says how); `enrolled` also puts them in the group. */
export function leavePlace(
  tx: Transaction,
  student: DocumentSnapshot,
  groupId: string,
  status: Exclude<EntryStatus, "waiting" | "offered">,
  timeZone: string,
) {
  tx.update(entryRef(groupId, student.id), { status, updatedAt: FieldValue.serverTimestamp() });
  const waitingFor = waitingList(student).filter((g) => g !== groupId);
  const enrolled = status === "enrolled";
  writeStudent(
    tx,
    student,
    waitingFor,
    enrolled ? { groupIds: FieldValue.arrayUnion(groupId) } : {},
    enrolled,
    timeZone,
  );
}

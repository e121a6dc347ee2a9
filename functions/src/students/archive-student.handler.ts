import { Timestamp } from "firebase-admin/firestore";
import { conflict } from "../lib/http-error";
import { changeWithAudit } from "../lib/audited-write";
import { collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import { schoolSettings } from "../lib/school-settings";
import type { Student } from "../shared/student";
import { setAccountDisabled } from "./student-account";
import { recordStudentChange } from "./student-counts.repository";
import { findActiveByEmail } from "./students.repository";
import { advanceWaitlist } from "../waitlists/waitlist-offers";

const students = collections.students;
const student = (id: string) => ({ collection: "students", id, missing: "No such student." }) as const;

/**
 * POST /api/students/:id/archive. Deleting a student is archiving: the record stays,
 * the status it had is kept for restoring, and the student's account is disabled.
 */
export async function archiveStudent({ ctx, input }: HandlerArgs<{ id: string }>): Promise<Student> {
  const { id } = input;
  const { timeZone } = (await schoolSettings()).school;
  const before = await changeWithAudit(ctx.actor, student(id), (snap, tx) => {
    const s = students.read(snap);
    if (s.status === "archived") throw conflict("This student is already archived.");
    const fields = {
      status: "archived",
      listed: false,
      statusBeforeArchive: s.status,
      // The request's instant rather than the commit's: the counts file a leaver under the month
      // of this instant, so the stored one must be the same (a commit may cross midnight).
      archivedAt: Timestamp.fromDate(ctx.now),
    };
    recordStudentChange(tx, snap.data(), { ...snap.data(), ...fields }, timeZone);
    return {
      fields,
      action: "student.archive",
      details: { from: s.status },
    };
  });
  const authUid = students.read(before).authUid;
  if (authUid) await setAccountDisabled(authUid, true);
  // An active member archived frees a place in each of their groups.
  if (students.read(before).status === "active")
    for (const groupId of students.read(before).groupIds) await advanceWaitlist(groupId, ctx.now);
  return students.read(await students.ref(id).get());
}

/** POST /api/students/:id/restore: back to the status before archiving; the account is enabled. */
export async function restoreStudent({ ctx, input }: HandlerArgs<{ id: string }>): Promise<Student> {
  const { id } = input;
  const { timeZone } = (await schoolSettings()).school;
  const before = await changeWithAudit(ctx.actor, student(id), async (snap, tx) => {
    const s = students.read(snap);
    if (s.status !== "archived") throw conflict("This student is not archived.");
    // Someone may have been enrolled with the same email while this record was archived.
    if (s.email && (await findActiveByEmail(s.email, id, tx))) {
      throw conflict("Another student now uses this email. Change one of the emails before restoring.", {
        email: "Another student now uses this email.",
      });
    }
    const status = s.statusBeforeArchive ?? "active";
    const fields = { status, listed: true, statusBeforeArchive: null, archivedAt: null };
    recordStudentChange(tx, snap.data(), { ...snap.data(), ...fields }, timeZone);
    return {
      fields,
      action: "student.restore",
      details: { to: status },
    };
  });
  const { authUid, email } = students.read(before);
  if (authUid && email) await setAccountDisabled(authUid, false);
  return students.read(await students.ref(id).get());
}

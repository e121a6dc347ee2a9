import { FieldValue } from "firebase-admin/firestore";
import { conflict } from "../lib/http-error";
import { changeWithAudit } from "../lib/audited-write";
import { collections } from "../lib/collections";
import type { HandlerArgs } from "../lib/handler-context";
import type { Student } from "../shared/student";
import { setAccountDisabled } from "./student-account";
import { findActiveByEmail } from "./students.repository";

const students = collections.students;
const student = (id: string) => ({ collection: "students", id, missing: "No such student." }) as const;

/**
 * POST /api/students/:id/archive. Deleting a student is archiving (DESIGN §4): the record stays,
 * the status it had is kept for restoring, and the student's account is disabled.
 */
export async function archiveStudent({ ctx, input }: HandlerArgs<{ id: string }>): Promise<Student> {
  const { id } = input;
  const before = await changeWithAudit(ctx.actor, student(id), (snap) => {
    const s = students.read(snap);
    if (s.status === "archived") throw conflict("This student is already archived.");
    return {
      fields: {
        status: "archived",
        listed: false,
        statusBeforeArchive: s.status,
        archivedAt: FieldValue.serverTimestamp(),
      },
      action: "student.archive",
      details: { from: s.status },
    };
  });
  const authUid = students.read(before).authUid;
  if (authUid) await setAccountDisabled(authUid, true);
  return students.read(await students.ref(id).get());
}

/** POST /api/students/:id/restore: back to the status before archiving; the account is enabled. */
export async function restoreStudent({ ctx, input }: HandlerArgs<{ id: string }>): Promise<Student> {
  const { id } = input;
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
    return {
      fields: { status, listed: true, statusBeforeArchive: null, archivedAt: null },
      action: "student.restore",
      details: { to: status },
    };
  });
  const { authUid, email } = students.read(before);
  if (authUid && email) await setAccountDisabled(authUid, false);
  return students.read(await students.ref(id).get());
}

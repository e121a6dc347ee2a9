import { parseInput } from "../lib/validate";
import { addAudit, updatedFields } from "../lib/audit";
import { collections, existingDoc } from "../lib/collections";
import { db } from "../lib/firestore";
import { conflict, notFound } from "../lib/http-error";
import type { HandlerArgs } from "../lib/handler-context";
import type { Student } from "../shared/student";
import { createStudentSchema, type UpdateStudentFields } from "../shared/student.schema";
import {
  accountUidFor,
  ensureAccount,
  queueWelcomeMail,
  setAccountDisabled,
  updateAccountEmail,
} from "./student-account";
import { studentChanges } from "./student-changes";
import { recordStudentChange } from "./student-counts.repository";
import { studentFields } from "./student-document";
import { assertRefsExist } from "./student-refs";
import { findActiveByEmail, isUidLinkedElsewhere } from "./students.repository";
import { takeInviteMail } from "../mail/mail-limits";
import { advanceWaitlist } from "../waitlists/waitlist-offers";

/** The stored record as form input, so a patch can be merged and checked as a whole. */
type Seat = { status: string; groupIds: string[] };

/** Groups where an edit frees a place: every group of an active student who stops being active, else those left. */
function freedGroups(before: Seat, after: Seat): string[] {
  if (before.status !== "active") return [];
  if (after.status !== "active") return before.groupIds;
  return before.groupIds.filter((g) => !after.groupIds.includes(g));
}

export function editableFields(s: Student) {
  return {
    firstName: s.firstName,
    lastName: s.lastName,
    dateOfBirth: s.dateOfBirth,
    email: s.email,
    phone: s.phone,
    guardian: s.guardian,
    emergencyContact: s.emergencyContact,
    medicalNotes: s.medicalNotes ?? "",
    photoConsent: Boolean(s.photoConsent),
    groupIds: s.groupIds ?? [],
    programIds: s.programIds ?? [],
    status: s.status === "archived" ? (s.statusBeforeArchive ?? "active") : s.status,
    enrolledAt: s.enrolledAt ? s.enrolledAt.slice(0, 10) : undefined,
    notes: s.notes ?? "",
  };
}

/**
 * PATCH /api/students/:id. The patch is merged with the record and the result checked with the
 * create rules (a patch cannot leave a minor without a guardian). Email changes follow the
 * account: a new email creates one (with a welcome mail), a changed one updates the sign-in, a
 * removed one disables it.
 */
export async function updateStudent({
  ctx,
  input: { id, ...input },
}: HandlerArgs<UpdateStudentFields & { id: string }>): Promise<Student> {
  const ref = collections.students.ref(id);
  const snap = await existingDoc(ref, "No such student.");
  const current = collections.students.read(snap);
  if (current.status === "archived") throw conflict("This student is archived. Restore them before editing.");
  const merged = parseInput(createStudentSchema, { ...editableFields(current), ...input });
  await assertRefsExist({
    groupIds: input.groupIds ? merged.groupIds : [],
    programIds: input.programIds ? merged.programIds : [],
  });

  const emailChanged = "email" in input && merged.email !== current.email;
  let authUid = current.authUid;
  let newAccount = false;
  if (emailChanged && merged.email) {
    if (await findActiveByEmail(merged.email, id))
      throw conflict("Another student already uses this email.", {
        email: "Another student already uses this email.",
      });
    const student = { id, firstName: merged.firstName, lastName: merged.lastName, email: merged.email };
    if (authUid) {
      await updateAccountEmail(authUid, merged.email, `${merged.firstName} ${merged.lastName}`).catch(
        (err: { code?: string }) => {
          if (err.code === "auth/email-already-exists")
            throw conflict("This email belongs to another account.", {
              email: "This email belongs to another account.",
            });
          throw err;
        },
      );
      await setAccountDisabled(authUid, false);
    } else {
      // A new account gets a welcome mail: counted before anything changes.
      await takeInviteMail(ctx.actor.sub);
      authUid = await accountUidFor(student, (u) => isUidLinkedElsewhere(u, id));
      await ensureAccount(authUid, student);
      newAccount = true;
    }
  } else if (emailChanged && !merged.email && authUid) {
    await setAccountDisabled(authUid, true);
  }

  const changed = Object.keys(input);
  let freed: string[] = [];
  await db().runTransaction(async (tx) => {
    // The record as this write finds it: the patch merges onto it (so two people changing
    // different fields at once both keep their change), and the counts move from it, not from
    // the earlier read, which another write may have overtaken.
    const found = await tx.get(ref);
    if (!found.exists) throw notFound("No such student.");
    if (found.get("status") === "archived")
      throw conflict("This student is archived. Restore them before editing.");
    const before = editableFields(collections.students.read(found));
    const latest = parseInput(createStudentSchema, { ...before, ...input });
    freed = freedGroups(before, latest);
    const stored = studentFields(latest, id);
    // Rewriting an untouched enrolment date would move it to noon and reorder the register.
    if (!("enrolledAt" in input)) {
      stored.enrolledAt = undefined;
      stored.enrolledKey = undefined;
    }
    if (emailChanged && merged.email && (await findActiveByEmail(merged.email, id, tx))) {
      throw conflict("Another student already uses this email.", {
        email: "Another student already uses this email.",
      });
    }
    tx.update(ref, { ...stored, authUid, ...updatedFields(ctx.actor) });
    const written = Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined));
    recordStudentChange(tx, found.data(), { ...found.data(), ...written }, null);
    addAudit(tx, ctx.actor, {
      action: "student.update",
      resource: "students",
      resourceId: id,
      details: studentChanges(changed, before, { ...before, ...latest }),
    });
  });
  // A place this edit frees goes to the first in line now, not at the next 5-minute run.
  for (const groupId of freed) await advanceWaitlist(groupId, ctx.now);
  if (newAccount && authUid && merged.email) {
    await queueWelcomeMail(
      { id, firstName: merged.firstName, lastName: merged.lastName, email: merged.email },
      authUid,
      `email-${ctx.now.getTime()}`,
    );
  }
  return collections.students.read(await ref.get());
}

import { getAuth, type UserRecord } from "firebase-admin/auth";
import { addAudit } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict } from "../lib/http-error";
import type { InviteGuardianFields, StudentGuardian } from "../shared/guardian.schema";
import { syncAccountStatus } from "../users/account-status";
import { accountByEmail } from "../users/auth-accounts";
import { writeProfile } from "../users/users.repository";
import { afterGuardianLinksChanged } from "./guardian-access";
import { queueGuardianInvite } from "./guardian-invite-mail";
import { guardianLinkDocument, guardianLinkId } from "./guardians.repository";
import { currentStudent, studentGuardianOf, studentName, takeGuardianInvite } from "./student-guardians";

const OTHER_ROLE = "This email belongs to an account that is not a guardian's. Use another address.";

/**
 * POST /api/students/:id/guardians: invites a guardian by email. A new email gets an account with
 * the `guardian` role (no password yet) and a "set your password" mail; an existing guardian
 * account (a parent of a brother or sister) is linked. An email of staff, an admin or a student
 * is a 409 and changes nothing. The link is "invited" until the guardian next opens the app, and
 * "active" at once for a guardian who already uses it.
 */
export async function inviteGuardian({
  ctx,
  input,
}: HandlerArgs<{ id: string } & InviteGuardianFields>): Promise<StudentGuardian> {
  const student = await currentStudent(input.id);
  const existing = await accountByEmail(input.email);
  if (existing && existing.customClaims?.role !== "guardian")
    throw conflict(OTHER_ROLE, { email: OTHER_ROLE });
  const linkRef = existing ? collections.guardianLinks.ref(guardianLinkId(existing.uid, input.id)) : null;
  const link = linkRef ? await linkRef.get() : null;
  if (link?.exists && link.get("status") !== "revoked") {
    const already = "This guardian is already invited for this student.";
    throw conflict(already, { email: already });
  }
  await takeGuardianInvite(ctx.actor.sub, ctx.now);

  let user: UserRecord;
  if (existing) user = existing;
  else {
    try {
      user = await getAuth().createUser({ email: input.email, displayName: input.displayName });
    } catch (err) {
      if ((err as { code?: string }).code === "auth/email-already-exists")
        throw conflict(OTHER_ROLE, { email: OTHER_ROLE });
      throw err;
    }
    await getAuth().setCustomUserClaims(user.uid, { role: "guardian" });
    await syncAccountStatus(user.uid);
  }
  // Someone who already signed in to the app has accepted an account: the new child is theirs now.
  const accepted = Boolean(existing?.metadata.lastSignInTime);
  const batch = db().batch();
  if (!existing)
    writeProfile(
      batch,
      user.uid,
      {
        displayName: input.displayName,
        photoURL: null,
        email: input.email,
        role: "guardian",
        studentId: null,
      },
      { status: "Offline", lastSeen: null, isTyping: false },
    );
  const ref = collections.guardianLinks.ref(guardianLinkId(user.uid, input.id));
  batch.set(
    ref,
    guardianLinkDocument(user.uid, input.id, {
      status: accepted ? "active" : "invited",
      invitedAt: ctx.now,
      invitedBy: ctx.actor.sub,
      acceptedAt: accepted ? ctx.now : null,
    }),
  );
  addAudit(batch, ctx.actor, {
    action: "guardian.invite",
    resource: "students",
    resourceId: input.id,
    details: { guardianUid: user.uid, email: input.email, existingAccount: Boolean(existing) },
  });
  await batch.commit();
  await afterGuardianLinksChanged(user.uid, accepted ? [input.id] : []);
  if (!accepted)
    await queueGuardianInvite(
      { uid: user.uid, email: input.email, displayName: user.displayName || input.displayName },
      studentName(student),
      ctx.actor.name || ctx.actor.email,
      `${input.id}-${ctx.now.getTime()}`,
    );
  return studentGuardianOf(await ref.get());
}

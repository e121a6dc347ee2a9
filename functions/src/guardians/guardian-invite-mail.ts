import { passwordResetLink } from "../auth/reset-link";
import { escapeHtml, queueMail } from "../mail/queue-mail";

/**
 * The guardian's "set your password" invitation: the same one-time password-reset link as staff
 * invitations, which for the app's roles lands in the app (`/student/reset/{code}`). `key` makes
 * the mail idempotent per invitation.
 */
export async function queueGuardianInvite(
  guardian: { uid: string; email: string; displayName: string },
  childName: string,
  invitedBy: string,
  key: string,
) {
  const link = await passwordResetLink(guardian.email, "guardian");
  const subject = `Follow ${childName} at the school: set your password`;
  const text = [
    `Hi ${guardian.displayName},`,
    "",
    `${invitedBy} invited you to the school's app as a guardian of ${childName}. Set your password to sign in:`,
    link,
    "",
    "The link works once and expires in one hour; if it has, ask the school to send it again.",
  ].join("\n");
  const html =
    `<p>Hi ${escapeHtml(guardian.displayName)},</p>` +
    `<p>${escapeHtml(invitedBy)} invited you to the school's app as a guardian of ${escapeHtml(childName)}. Set your password to sign in:</p>` +
    `<p><a href="${escapeHtml(link)}">Set your password</a></p>` +
    "<p>The link works once and expires in one hour; if it has, ask the school to send it again.</p>";
  return queueMail(
    { to: guardian.email, message: { subject, text, html } },
    { id: `guardian-invite-${guardian.uid}-${key}`, meta: { type: "guardian-invite", uid: guardian.uid } },
  );
}

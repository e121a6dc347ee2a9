import { passwordResetLink } from "../auth/reset-link";
import { escapeHtml, queueMail } from "../mail/queue-mail";
import type { TeamRole } from "../shared/team.schema";

/**
 * Queues the "set your password" invitation: the password reset flow's one-time link, which lands
 * on /auth/reset-password/{code}; setting the password there signs the new member in. `key` makes
 * the mail idempotent per invitation (a retried request queues it once).
 */
export async function queueTeamInvite(
  member: { uid: string; email: string; displayName: string; role: TeamRole },
  invitedBy: string,
  key: string,
) {
  const link = await passwordResetLink(member.email, member.role);
  const as = member.role === "admin" ? "an admin" : "a staff member";
  const subject = "You are invited to Studio Admin: set your password";
  const text = [
    `Hi ${member.displayName},`,
    "",
    `${invitedBy} invited you to Studio Admin as ${as}. Set your password to sign in:`,
    link,
    "",
    "The link works once and expires in one hour; if it has, ask for a new invitation.",
  ].join("\n");
  const html =
    `<p>Hi ${escapeHtml(member.displayName)},</p>` +
    `<p>${escapeHtml(invitedBy)} invited you to Studio Admin as ${as}. Set your password to sign in:</p>` +
    `<p><a href="${escapeHtml(link)}">Set your password</a></p>` +
    "<p>The link works once and expires in one hour; if it has, ask for a new invitation.</p>";
  return queueMail(
    { to: member.email, message: { subject, text, html } },
    {
      id: `team-invite-${member.uid}-${key}`,
      meta: { type: "team-invite", uid: member.uid, role: member.role },
    },
  );
}

import { logger } from "firebase-functions";
import type { HandlerArgs, PublicContext } from "../lib/handler-context";
import { tooManyRequests } from "../lib/http-error";
import { consumeRateLimits } from "../lib/rate-limit";
import { escapeHtml, queueMail } from "../mail/queue-mail";
import { PASSWORD_RESET_ACCEPTED, type requestPasswordResetSchema } from "../shared/password-reset.schema";
import { isRole } from "../shared/roles";
import type { z } from "zod";
import { passwordResetLink } from "./reset-link";
import { accountByEmail } from "../users/auth-accounts";

type Input = z.output<typeof requestPasswordResetSchema>;

const HOUR = 60 * 60 * 1000;
/** Requests one network address may make in an hour, whatever the emails: past it, a 429. */
export const RESET_REQUESTS_PER_IP_HOUR = 20;
/** Reset mails one address receives at most: one a minute, ten an hour. Past them, no mail. */
export const RESET_MAIL_COOLDOWN_MS = 60 * 1000;
export const RESET_MAILS_PER_EMAIL_HOUR = 10;

function resetMail(to: string, link: string, student: boolean) {
  const where = student ? "the student app" : "Studio Admin";
  const text = [
    "Hello,",
    "",
    `Someone asked to reset the password of your ${where} account. To choose a new password, open this link:`,
    link,
    "",
    "The link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays as it is.",
  ].join("\n");
  const html =
    `<p>Hello,</p><p>Someone asked to reset the password of your ${escapeHtml(where)} account.</p>` +
    `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
    `<p>The link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays as it is.</p>`;
  return { to, message: { subject: "Reset your Studio Admin password", text, html } };
}

/**
 * Answers the same for every well-formed email so nobody can learn which addresses have accounts;
 * only a known account with a role gets a mail.
 *
 * Two limits, for two harms:
 * - Flooding the service: one network address makes at most RESET_REQUESTS_PER_IP_HOUR requests
 *   an hour, then gets a 429 that says so. This is what throttles a stranger.
 * - Flooding a mailbox: an account gets at most one reset mail a minute and
 *   RESET_MAILS_PER_EMAIL_HOUR an hour. A request past those still answers 202 (an answer that
 *   differed would tell a stranger the address has an account) and sends nothing.
 * Why a person is never locked out of their own reset: the per-email limits only drop mails, and
 * every mail they let through goes to the account's owner with a working link. A stranger's five
 * requests in a row send one mail (the minute), and the owner's own request a minute later sends
 * another; only someone spacing requests a minute apart, from several addresses, could use up the
 * ten of an hour, and then the owner's inbox already holds ten working links.
 */
export async function requestPasswordReset({
  ctx,
  input,
}: HandlerArgs<Input, PublicContext>): Promise<{ message: string }> {
  const now = ctx.now.getTime();
  const allowed = await consumeRateLimits(
    [{ key: `reset-ip:${ctx.clientIp}`, max: RESET_REQUESTS_PER_IP_HOUR, windowMs: HOUR }],
    now,
  );
  if (!allowed)
    throw tooManyRequests(
      `At most ${RESET_REQUESTS_PER_IP_HOUR} password reset requests an hour can come from one network address. Try again later.`,
    );

  const user = await accountByEmail(input.email);
  // The same answer as for an account that exists: no user enumeration.
  if (!user) return { message: PASSWORD_RESET_ACCEPTED };
  const role = user.customClaims?.role;
  if (user.disabled || !isRole(role) || !user.email) {
    logger.info("Password reset asked for an account that cannot reset", { uid: user.uid });
    return { message: PASSWORD_RESET_ACCEPTED };
  }
  const mailAllowed = await consumeRateLimits(
    [
      { key: `reset-mail-minute:${user.uid}`, max: 1, windowMs: RESET_MAIL_COOLDOWN_MS },
      { key: `reset-mail-hour:${user.uid}`, max: RESET_MAILS_PER_EMAIL_HOUR, windowMs: HOUR },
    ],
    now,
  );
  if (!mailAllowed) {
    logger.info("Password reset mail dropped: the account had one within its limits", { uid: user.uid });
    return { message: PASSWORD_RESET_ACCEPTED };
  }
  const link = await passwordResetLink(user.email, role);
  // A fresh mail id each time: every request makes a new one-time code, and the limits above
  // bound how many mails one address can receive.
  await queueMail(resetMail(user.email, link, role === "student"), {
    meta: { type: "password-reset", uid: user.uid, role },
  });
  return { message: PASSWORD_RESET_ACCEPTED };
}

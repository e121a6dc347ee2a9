import { logger } from "firebase-functions";
import type { HandlerArgs, PublicContext } from "../lib/handler-context";
import { tooManyRequests } from "../lib/http-error";
import { consumeRateLimits } from "../lib/rate-limit";
import { escapeHtml, queueMail } from "../mail/queue-mail";
import { PASSWORD_RESET_ACCEPTED, type requestPasswordResetSchema } from "../shared/password-reset.schema";
import { isAppRole, isRole } from "../shared/roles";
import type { z } from "zod";
import { passwordResetLink } from "./reset-link";
import { accountByEmail } from "../users/auth-accounts";

type Input = z.output<typeof requestPasswordResetSchema>;

const HOUR = 60 * 60 * 1000;
export const RESET_LIMIT_PER_EMAIL = 5;
export const RESET_LIMIT_PER_IP = 20;

function resetMail(to: string, link: string, student: boolean) {
  const where = student ? "the app" : "Studio Admin";
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
 * DESIGN §3: answers the same for every well-formed email so nobody can learn which addresses
 * have accounts; only a known account with a role gets a mail.
 */
export async function requestPasswordReset({
  ctx,
  input,
}: HandlerArgs<Input, PublicContext>): Promise<{ message: string }> {
  const ip = ctx.clientIp;
  const allowed = await consumeRateLimits([
    { key: `reset-ip:${ip}`, max: RESET_LIMIT_PER_IP, windowMs: HOUR },
    { key: `reset-email:${input.email}`, max: RESET_LIMIT_PER_EMAIL, windowMs: HOUR },
  ]);
  if (!allowed) throw tooManyRequests("Too many reset requests. Wait an hour and try again.");

  const user = await accountByEmail(input.email);
  // The same answer as for an account that exists: no user enumeration.
  if (!user) return { message: PASSWORD_RESET_ACCEPTED };
  const role = user.customClaims?.role;
  if (user.disabled || !isRole(role) || !user.email) {
    logger.info("Password reset asked for an account that cannot reset", { uid: user.uid });
    return { message: PASSWORD_RESET_ACCEPTED };
  }
  const link = await passwordResetLink(user.email, role);
  // A fresh mail id each time: every request makes a new one-time code, and the limits above
  // already bound how many mails one address can receive.
  await queueMail(resetMail(user.email, link, isAppRole(role)), {
    meta: { type: "password-reset", uid: user.uid, role },
  });
  return { message: PASSWORD_RESET_ACCEPTED };
}

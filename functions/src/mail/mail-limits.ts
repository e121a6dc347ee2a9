import { tooManyRequests } from "../lib/http-error";
import { consumeRateLimits } from "../lib/rate-limit";

const HOUR = 60 * 60 * 1000;

/**
 * Invitations and welcome mails ("set your password") one staff member may send in an hour:
 * a team invite or its resend, a student enrolled with an email, an email added to a student,
 * "Resend invite". Far above a school's real work (a busy enrolment day is a few dozen), low
 * enough that a stolen or careless session cannot turn the school into a mail cannon. A CSV
 * import does not count here: its welcomes wait in a queue released at a bounded rate
 * (students/welcome-mail-queue.ts).
 */
export const INVITE_MAILS_PER_SENDER_HOUR = 200;

/** Counts one invitation or welcome mail of `senderUid`, or refuses with a 429 naming the limit. */
export async function takeInviteMail(senderUid: string, now = Date.now()): Promise<void> {
  const allowed = await consumeRateLimits(
    [{ key: `invite-mails:${senderUid}`, max: INVITE_MAILS_PER_SENDER_HOUR, windowMs: HOUR }],
    now,
  );
  if (!allowed)
    throw tooManyRequests(
      `You can send at most ${INVITE_MAILS_PER_SENDER_HOUR} invitations and welcome mails an hour. Try again later.`,
    );
}

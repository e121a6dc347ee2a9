import { randomInt, randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import "../../__tests__/emulator-app";
import { collections } from "../../lib/collections";
import type { PublicContext } from "../../lib/handler-context";
import { HttpError } from "../../lib/http-error";
import {
  RESET_MAILS_PER_EMAIL_HOUR,
  RESET_MAIL_COOLDOWN_MS,
  RESET_REQUESTS_PER_IP_HOUR,
  requestPasswordReset,
} from "../request-password-reset.handler";

/** A staff account of this test's own (the per-account limits are keyed on it). */
async function staffAccount() {
  const uid = `reset-${randomUUID().slice(0, 8)}`;
  const email = `${uid}@test.studio`;
  await getAuth().createUser({ uid, email, password: `pw-${randomUUID()}` });
  await getAuth().setCustomUserClaims(uid, { role: "staff" });
  return { uid, email };
}

const anyIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const ctxAt = (at: number, clientIp = anyIp()): PublicContext => ({
  now: new Date(at),
  clientIp,
  sessionSecret: () => "unused",
});
const ask = (email: string, at: number, ip?: string) =>
  requestPasswordReset({ ctx: ctxAt(at, ip), input: { email } });
const mailsTo = async (uid: string) => (await collections.mail.col().where("meta.uid", "==", uid).get()).size;

// A clock of the test's own, far from the real one and from other tests' windows.
const start = () => Date.UTC(2031, 0, 1) + randomInt(1_000_000) * 3_600_000;

describe("password reset limits (the clock of the request)", () => {
  it("a stranger's five requests send one mail, and the owner's a minute later sends another", async () => {
    const { uid, email } = await staffAccount();
    const t0 = start();
    for (let i = 0; i < 5; i++) {
      await expect(ask(email, t0 + i * 1000)).resolves.toMatchObject({ message: expect.any(String) });
    }
    expect(await mailsTo(uid)).toBe(1);
    await ask(email, t0 + RESET_MAIL_COOLDOWN_MS + 1000);
    expect(await mailsTo(uid)).toBe(2);
  });

  it("sends at most ten mails an hour to one account, still answering 202", async () => {
    const { uid, email } = await staffAccount();
    const t0 = start();
    for (let i = 0; i < RESET_MAILS_PER_EMAIL_HOUR + 2; i++)
      await ask(email, t0 + i * (RESET_MAIL_COOLDOWN_MS + 1000));
    expect(await mailsTo(uid)).toBe(RESET_MAILS_PER_EMAIL_HOUR);
    // The next hour, mails again.
    await ask(email, t0 + 3_700_000);
    expect(await mailsTo(uid)).toBe(RESET_MAILS_PER_EMAIL_HOUR + 1);
  });

  it("refuses the network address past its hourly requests with a 429 naming the limit", async () => {
    const ip = anyIp();
    const t0 = start();
    for (let i = 0; i < RESET_REQUESTS_PER_IP_HOUR; i++) await ask(`nobody-${i}@test.studio`, t0 + i, ip);
    const refused = await ask("nobody@test.studio", t0 + 100, ip).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    expect((refused as HttpError).message).toContain(
      `${RESET_REQUESTS_PER_IP_HOUR} password reset requests an hour`,
    );
  });
});

import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";

// Every test calls from its own client address, so the per-IP limit of one test, or of an earlier
// run, never spills into another. In production Hosting appends the client's address to
// X-Forwarded-For and Google's front end appends the Hosting edge; the emulators append nothing
// (functions/src/api/client-address.ts), so the tests write those two entries themselves.
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const EDGE = "192.0.2.10";
const unknownEmail = () => `nobody-${randomUUID().slice(0, 8)}@test.studio`;

/** `forged`: what a client writes into X-Forwarded-For itself, left of what the proxies append. */
function requestReset(email: unknown, ip: string, forged?: string) {
  return call<{
    data?: { message: string };
    error?: { code: string; message: string; fields?: Record<string, string> };
  }>("/auth/password-reset", {
    method: "POST",
    body: { email },
    headers: { "x-forwarded-for": [forged, ip, EDGE].filter(Boolean).join(", ") },
  });
}

async function mailsFor(uid: string) {
  const snap = await admin().db.collection("mail").where("meta.uid", "==", uid).get();
  return snap.docs.map(
    (d) =>
      d.data() as {
        to: string;
        message: { subject: string; text: string; html: string };
        meta: { type: string };
      },
  );
}

describe("POST /api/auth/password-reset", () => {
  it("answers 202 with the same body for an unknown and a known email", async () => {
    const staff = await createAccount("staff");
    const unknown = await requestReset(unknownEmail(), freshIp());
    const known = await requestReset(staff.email, freshIp());
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data?.message).toMatch(/if an account exists/i);
  });

  it("queues a mail with a staff link for a staff account, matching the email case-insensitively", async () => {
    const staff = await createAccount("staff");
    const res = await requestReset(`  ${staff.email.toUpperCase()} `, freshIp());
    expect(res.status).toBe(202);
    const mails = await mailsFor(staff.uid);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(staff.email);
    expect(mails[0]!.meta.type).toBe("password-reset");
    expect(mails[0]!.message.text).toMatch(/http:\/\/127\.0\.0\.1:5000\/auth\/reset-password\/[^/\s]+/);
    expect(mails[0]!.message.html).toContain("/auth/reset-password/");
  });

  it("queues a mail with a student link for a student account", async () => {
    const student = await createAccount("student");
    expect((await requestReset(student.email, freshIp())).status).toBe(202);
    const mails = await mailsFor(student.uid);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.text).toMatch(/\/student\/reset\/[^/\s]+/);
    expect(mails[0]!.message.text).not.toContain("/auth/reset-password/");
  });

  it("queues no mail for an unknown email or an account without a role", async () => {
    const noRole = await createAccount("none");
    const email = unknownEmail();
    expect((await requestReset(email, freshIp())).status).toBe(202);
    expect((await requestReset(noRole.email, freshIp())).status).toBe(202);
    const { db } = admin();
    expect((await db.collection("mail").where("to", "==", email).get()).size).toBe(0);
    expect(await mailsFor(noRole.uid)).toHaveLength(0);
  });

  it("answers 400 naming the field for a malformed or missing email", async () => {
    for (const bad of ["not-an-email", "", 42, null, "a@", `${"x".repeat(250)}@x.test`]) {
      const res = await requestReset(bad, freshIp());
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.body.error?.fields ?? {})).toEqual(["email"]);
    }
    const empty = await call<{ error: { fields: Record<string, string> } }>("/auth/password-reset", {
      method: "POST",
      body: {},
      headers: { "x-forwarded-for": `${freshIp()}, ${EDGE}` },
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields)).toEqual(["email"]);
  });

  it("never locks the owner out: a stranger's requests for one email answer 202 and send one mail", async () => {
    const staff = await createAccount("staff");
    const strangers = [];
    for (let i = 0; i < 6; i++) strangers.push(await requestReset(staff.email, freshIp()));
    // Past the per-account limit the answer is the same 202: extra requests are dropped, not refused.
    expect(strangers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(new Set(strangers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    // One mail a minute at most: the owner's inbox got one working link, not six.
    const mails = await mailsFor(staff.uid);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(staff.email);
    // Another email is not affected. (The owner's next mail a minute later is checked with the
    // request's clock in functions/src/auth/__tests__/request-password-reset.handler.test.ts.)
    const other = await createAccount("staff");
    expect((await requestReset(other.email, freshIp())).status).toBe(202);
    expect(await mailsFor(other.uid)).toHaveLength(1);
  });

  it("answers 429 after 20 requests an hour from one address, whatever the email", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await requestReset(unknownEmail(), ip)).status).toBe(202);
    const refused = await requestReset(unknownEmail(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe("rate_limited");
    // The answer names the limit.
    expect(refused.body.error?.message).toMatch(/at most 20 password reset requests an hour/i);
    expect((await requestReset(unknownEmail(), freshIp())).status).toBe(202);
  });

  it("keys the per-address limit on the address the proxies appended, whatever the client forges left of it", async () => {
    const ip = freshIp();
    // Twenty requests from one client, each with a different forged left-most address, share one limit.
    for (let i = 0; i < 20; i++) {
      expect((await requestReset(unknownEmail(), ip, `${freshIp()}, ${freshIp()}`)).status).toBe(202);
    }
    expect((await requestReset(unknownEmail(), ip, freshIp())).status).toBe(429);
    expect((await requestReset(unknownEmail(), ip)).status).toBe(429);
    // Another client behind the same Hosting edge has its own limit.
    expect((await requestReset(unknownEmail(), freshIp(), ip)).status).toBe(202);
  });
});

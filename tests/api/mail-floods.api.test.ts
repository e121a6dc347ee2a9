import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { INVITE_MAILS_PER_SENDER_HOUR } from "../../functions/src/mail/mail-limits";
import { createAccount, sessionToken, type TestRole } from "../support/accounts";
import { call } from "../support/api-client";
import { runCompiled } from "../support/compiled-functions";
import { admin } from "../support/env";
import { removeStudents, uniqueMarker } from "../support/students";

/**
 * Floods of mail: invitations and welcomes have an hourly limit per staff member, answered with a
 * 429 that names it, and a CSV import's welcomes leave at a bounded rate, never in one burst.
 */
type ErrorBody = { error: { code: string; message: string } };
type Created = { data: { _id: string } };

const cleanup: string[] = [];
afterAll(async () => {
  await removeStudents(cleanup);
});

/** A staff member (or admin) who has already sent `sent` invitations this hour. */
async function senderWhoSent(role: TestRole, sent: number) {
  const account = await createAccount(role);
  const key = createHash("sha256").update(`invite-mails:${account.uid}`).digest("hex");
  const now = Date.now();
  await admin()
    .db.doc(`rateLimits/${key}`)
    .set({
      count: sent,
      windowStart: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + 3_600_000),
    });
  return { account, token: await sessionToken(account) };
}

const studentBody = (marker: string, n: number) => ({
  firstName: "Flood",
  lastName: `${marker}${"abcdefgh"[n]}`,
  dateOfBirth: "2001-02-03",
  email: `${marker}.${n}@example.test`,
});

const expectLimit = (res: { status: number; body: unknown }) => {
  expect(res.status).toBe(429);
  const error = (res.body as ErrorBody).error;
  expect(error.code).toBe("rate_limited");
  expect(error.message).toContain(
    `at most ${INVITE_MAILS_PER_SENDER_HOUR} invitations and welcome mails an hour`,
  );
};

describe("invitations and welcome mails: a limit an hour per sender", () => {
  it("counts each welcome, and past the limit refuses with 429 naming it, creating nothing", async () => {
    const marker = uniqueMarker("flood");
    const { token } = await senderWhoSent("staff", INVITE_MAILS_PER_SENDER_HOUR - 1);
    const last = await call<Created>("/students", { method: "POST", token, body: studentBody(marker, 0) });
    expect(last.status).toBe(201);
    cleanup.push(last.body.data._id);
    const refused = await call("/students", { method: "POST", token, body: studentBody(marker, 1) });
    expectLimit(refused);
    const { db, auth } = admin();
    expect(
      (await db.collection("students").where("email", "==", `${marker}.1@example.test`).get()).size,
    ).toBe(0);
    await expect(auth.getUserByEmail(`${marker}.1@example.test`)).rejects.toThrow();
    // A student without an email sends no mail: still allowed.
    const { email: _email, ...noEmail } = studentBody(marker, 2);
    const quiet = await call<Created>("/students", { method: "POST", token, body: noEmail });
    expect(quiet.status).toBe(201);
    cleanup.push(quiet.body.data._id);
    // "Resend invite" counts too.
    const resend = await call(`/students/${last.body.data._id}/invite`, { method: "POST", token });
    expectLimit(resend);
  });

  it("applies to team invitations and their resends", async () => {
    const marker = uniqueMarker("team");
    const { token } = await senderWhoSent("admin", INVITE_MAILS_PER_SENDER_HOUR);
    const invite = await call("/team", {
      method: "POST",
      token,
      body: { email: `${marker}@example.test`, displayName: "Flood Member", role: "staff" },
    });
    expectLimit(invite);
    await expect(admin().auth.getUserByEmail(`${marker}@example.test`)).rejects.toThrow();
    // Another admin, under the limit, invites; the first one's resend is refused.
    const other = await senderWhoSent("admin", 0);
    const made = await call<{ data: { _id: string } }>("/team", {
      method: "POST",
      token: other.token,
      body: { email: `${marker}@example.test`, displayName: "Flood Member", role: "staff" },
    });
    expect(made.status).toBe(201);
    expectLimit(await call(`/team/${made.body.data._id}/invite`, { method: "POST", token }));
  });
});

describe("a CSV import's welcome mails", () => {
  it("wait in a queue, and each release sends a bounded number, oldest first", async () => {
    const release = (max: number) =>
      Number(
        runCompiled(
          "students/welcome-mail-queue",
          "releaseQueuedWelcomes",
          `new Date(Date.now() + 60000), ${max}`,
        ),
      );
    // Whatever earlier tests left queued goes first.
    release(5000);
    const marker = uniqueMarker("queue");
    const rows = [0, 1, 2].map((n) => studentBody(marker, n));
    const csv = ["firstName,lastName,dateOfBirth,email", ...rows.map((r) => Object.values(r).join(","))].join(
      "\n",
    );
    const { token } = await senderWhoSent("staff", 0);
    const res = await call<{ data: { created: number; createdIds: string[] } }>("/students/import", {
      method: "POST",
      token,
      body: csv,
      headers: { "content-type": "text/csv" },
    });
    expect(res.status).toBe(200);
    cleanup.push(...res.body.data.createdIds);
    expect(res.body.data.created).toBe(3);
    const { db } = admin();
    const mailed = async () =>
      (
        await db
          .collection("mail")
          .where(
            "to",
            "in",
            rows.map((r) => r.email),
          )
          .get()
      ).size;
    expect(await mailed()).toBe(0);
    expect(release(2)).toBe(2);
    expect(await mailed()).toBe(2);
    expect(release(2)).toBe(1);
    expect(await mailed()).toBe(3);
    // Released once: another run sends nothing again.
    expect(release(2)).toBe(0);
    expect(await mailed()).toBe(3);
  });
});

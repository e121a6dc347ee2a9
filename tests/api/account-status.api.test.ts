import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccount, idTokenFor, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { removeStudents, uniqueMarker } from "../support/students";

/**
 * The account status the rules read (`accountStatus/{uid}`, functions/src/users/
 * account-status.ts) follows every change the API makes to an account, and an account deleted
 * anywhere loses it (the Auth trigger). What the rules then refuse is in
 * tests/rules/account-status.rules.test.ts.
 */
type Status = { role: string | null; active: boolean; validAfterSeconds: number };
const statusOf = async (uid: string) =>
  (await admin().db.doc(`accountStatus/${uid}`).get()).data() as Status | undefined;
const authValidAfter = async (uid: string) =>
  Math.floor(Date.parse((await admin().auth.getUser(uid)).tokensValidAfterTime!) / 1000);

/** Polls for what a trigger writes; fails after `ms`. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("account status", () => {
  let adminToken: string;
  let staffToken: string;
  const students: string[] = [];
  const marker = uniqueMarker("as");

  beforeAll(async () => {
    const [adminAccount, staff] = await Promise.all([createAccount("admin"), createAccount("staff")]);
    [adminToken, staffToken] = await Promise.all([sessionToken(adminAccount), sessionToken(staff)]);
  });
  afterAll(async () => {
    await removeStudents(students);
  });

  describe("a team member", () => {
    // Each test its own member: the API project runs its tests in a random order, and a role
    // change in one would be the other's starting point.
    let member: TestAccount;
    beforeEach(async () => {
      member = await createAccount("staff");
    });

    it("disable and enable: active follows, and a disable revokes the tokens", async () => {
      const before = await statusOf(member.uid);
      expect(before).toMatchObject({ role: "staff", active: true });
      const post = (action: string) =>
        call(`/team/${member.uid}/${action}`, { method: "POST", token: adminToken });

      expect((await post("disable")).status).toBe(200);
      const disabled = await statusOf(member.uid);
      expect(disabled).toMatchObject({ role: "staff", active: false });
      expect(disabled!.validAfterSeconds).toBe(await authValidAfter(member.uid));

      expect((await post("enable")).status).toBe(200);
      expect(await statusOf(member.uid)).toMatchObject({ role: "staff", active: true });
    });

    it("role change: the new role, and the revocation that ends older tokens", async () => {
      const res = await call(`/team/${member.uid}/role`, {
        method: "PATCH",
        token: adminToken,
        body: { role: "admin" },
      });
      expect(res.status).toBe(200);
      const status = await statusOf(member.uid);
      expect(status).toMatchObject({ role: "admin", active: true });
      expect(status!.validAfterSeconds).toBe(await authValidAfter(member.uid));
      expect(status!.validAfterSeconds).toBeGreaterThan(0);
    });
  });

  it("sign out everywhere: validAfterSeconds moves to the revocation", async () => {
    const me = await createAccount("staff");
    const token = await sessionToken(me);
    const before = (await statusOf(me.uid))!.validAfterSeconds;
    // The revocation lands in a later second than the account's creation.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call("/auth/sign-out-everywhere", { method: "POST", token })).status).toBe(200);
    const after = (await statusOf(me.uid))!.validAfterSeconds;
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(await authValidAfter(me.uid));
  });

  it("a student: enrolled active, archived inactive, restored active, email removed inactive, deleted gone", async () => {
    const email = `${marker}.pupil@example.test`;
    const created = await call<{ data: { _id: string; authUid: string } }>("/students", {
      method: "POST",
      token: staffToken,
      body: {
        firstName: "Pupil",
        lastName: `${marker}Status`,
        dateOfBirth: `${new Date().getUTCFullYear() - 25}-05-04`,
        email,
      },
    });
    expect(created.status).toBe(201);
    const { _id: id, authUid: uid } = created.body.data;
    students.push(id);
    expect(await statusOf(uid)).toMatchObject({ role: "student", active: true });

    const post = (action: string) => call(`/students/${id}/${action}`, { method: "POST", token: staffToken });
    expect((await post("archive")).status).toBe(200);
    expect(await statusOf(uid)).toMatchObject({ role: "student", active: false });
    expect((await post("restore")).status).toBe(200);
    expect(await statusOf(uid)).toMatchObject({ role: "student", active: true });

    const unlinked = await call(`/students/${id}`, {
      method: "PATCH",
      token: staffToken,
      body: { email: null },
    });
    expect(unlinked.status).toBe(200);
    expect(await statusOf(uid)).toMatchObject({ active: false });

    expect((await post("archive")).status).toBe(200);
    const erased = await call(`/students/${id}?permanent=true`, { method: "DELETE", token: adminToken });
    expect(erased.status).toBe(204);
    expect(await statusOf(uid)).toBeUndefined();
  });

  it("an account deleted outside the API loses its status (the Auth trigger)", async () => {
    const gone = await createAccount("student");
    expect(await statusOf(gone.uid)).toBeDefined();
    await admin().auth.deleteUser(gone.uid);
    expect(
      await eventually(
        () => statusOf(gone.uid),
        (s) => s === undefined,
      ),
    ).toBeUndefined();
  });

  it("a console sign-in writes the status as Auth has it (after a password change in the browser)", async () => {
    const me = await createAccount("staff");
    await admin()
      .db.doc(`accountStatus/${me.uid}`)
      .set({ role: "staff", active: true, validAfterSeconds: 0 });
    await admin().auth.revokeRefreshTokens(me.uid); // what a password change does
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await idTokenFor(me.email, me.password)).length).toBeGreaterThan(0);
    await sessionToken(me);
    expect((await statusOf(me.uid))!.validAfterSeconds).toBe(await authValidAfter(me.uid));
  });
});

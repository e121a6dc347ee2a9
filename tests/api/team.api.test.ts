import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { admin } from "../support/env";
import { reachMs, refusedWithin } from "../support/session-reach";
import { forgeSession } from "../support/session-secret";
import { invitePath, mailsTo, onlyAdminsCounted } from "../support/team";

interface Member {
  _id: string;
  email: string;
  displayName: string;
  role: "admin" | "staff";
  status: "invited" | "active" | "disabled";
  lastSignInAt: string | null;
  invitedAt: string | null;
}
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Answer = { data: Member } & ErrorBody;

const freshEmail = () => `invitee-${randomUUID().slice(0, 8)}@test.studio`;
const timeout = reachMs * 2 + 60_000;

/** Every team route, with a body that would be valid. */
const ROUTES = (uid: string) =>
  [
    ["GET", "/team", undefined],
    ["POST", "/team", { email: freshEmail(), displayName: "Nobody", role: "staff" }],
    ["PATCH", `/team/${uid}/role`, { role: "staff" }],
    ["POST", `/team/${uid}/disable`, undefined],
    ["POST", `/team/${uid}/enable`, undefined],
    ["POST", `/team/${uid}/invite`, undefined],
    ["DELETE", `/team/${uid}`, undefined],
  ] as const;

describe("/api/team", () => {
  let me: TestAccount;
  let adminToken: string;
  let staff: TestAccount;
  let staffToken: string;
  const invited: string[] = [];

  beforeAll(async () => {
    [me, staff] = await Promise.all([createAccount("admin"), createAccount("staff")]);
    [adminToken, staffToken] = await Promise.all([sessionToken(me), sessionToken(staff)]);
  });
  afterAll(async () => {
    const { auth } = admin();
    await Promise.allSettled(invited.map((uid) => auth.deleteUser(uid)));
  });

  const invite = async (body: Record<string, unknown>, token = adminToken) => {
    const res = await call<Answer>("/team", { method: "POST", token, body });
    if (res.status === 201) invited.push(res.body.data._id);
    return res;
  };
  const as = (token: string, method: string, path: string, body?: unknown) =>
    call<Answer>(path, { method, token, body });

  describe("who may use it", () => {
    it("answers 401 without a session on every route", async () => {
      for (const [method, path, body] of ROUTES(staff.uid))
        expect((await call(path, { method, body })).status, `${method} ${path}`).toBe(401);
    });

    it("answers 403 to staff on every route, and changes nothing", async () => {
      for (const [method, path, body] of ROUTES(me.uid)) {
        const res = await as(staffToken, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error.code).toBe("permission_denied");
      }
      const user = await admin().auth.getUser(me.uid);
      expect(user.customClaims?.role).toBe("admin");
      expect(user.disabled).toBe(false);
    });

    it("refuses a student: no session at all, and 403 for a forged one", async () => {
      const student = await createAccount("student");
      await expect(sessionToken(student)).rejects.toThrow();
      const forged = await forgeSession(student, "student");
      for (const [method, path, body] of ROUTES(staff.uid))
        expect((await as(forged, method, path, body)).status, `${method} ${path}`).toBe(403);
    });
  });

  describe("inviting", () => {
    it("makes the account with its role and no password, mails a set-password link, lists it as invited", async () => {
      const email = freshEmail();
      const res = await invite({
        email: `  ${email.toUpperCase()} `,
        displayName: "Nia Invitee",
        role: "staff",
      });
      expect(res.status).toBe(201);
      const member = res.body.data;
      expect(member).toMatchObject({
        email,
        displayName: "Nia Invitee",
        role: "staff",
        status: "invited",
        lastSignInAt: null,
      });
      expect(member.invitedAt).toEqual(expect.any(String));

      const { auth, db } = admin();
      const user = await auth.getUser(member._id);
      expect(user.customClaims?.role).toBe("staff");
      expect(user.providerData).toEqual([]);
      expect((await db.doc(`users/${member._id}`).get()).data()).toMatchObject({
        displayName: "Nia Invitee",
        status: "Offline",
      });
      expect((await db.doc(`userProfiles/${member._id}`).get()).data()).toMatchObject({
        email,
        role: "staff",
        disabled: false,
        invitedBy: me.uid,
      });
      const [mail] = await mailsTo(member._id);
      expect(mail).toMatchObject({ to: email, meta: { type: "team-invite" } });
      expect(invitePath(mail!)).toMatch(/^\/auth\/reset-password\/.+/);
      const audit = await findAuditEntries(db, "resourceId", member._id);
      expect(audit.map((d) => d.get("action"))).toEqual(["team.invite"]);
      expect(audit[0]!.get("actor.uid")).toBe(me.uid);

      const list = await call<{ data: Member[] }>("/team", { token: adminToken });
      expect(list.status).toBe(200);
      expect(list.body.data.find((m) => m._id === member._id)).toMatchObject({ status: "invited" });
      expect(list.body.data.find((m) => m._id === me.uid)).toMatchObject({ role: "admin", status: "active" });
      expect(list.body.data.some((m) => (m.role as string) === "student")).toBe(false);
    });

    it("answers 400 naming each bad field, and makes nothing", async () => {
      const email = freshEmail();
      const bad = await invite({ email: "not-an-email", displayName: "", role: "owner" });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe("invalid_argument");
      expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(["displayName", "email", "role"]);
      expect(bad.body.error.fields?.email).toMatch(/valid email/);
      expect((await invite({})).body.error.fields).toMatchObject({ email: expect.any(String) });
      const noName = await invite({ email, displayName: " ", role: "staff" });
      expect(noName.status).toBe(400);
      expect(noName.body.error.fields).toEqual({ displayName: "Enter their name." });
      await expect(admin().auth.getUserByEmail(email)).rejects.toMatchObject({ code: "auth/user-not-found" });
    });

    it("answers 409 naming the email for an address that already has an account", async () => {
      const student = await createAccount("student");
      for (const email of [staff.email, student.email, me.email.toUpperCase()]) {
        const res = await invite({ email, displayName: "Again", role: "staff" });
        expect(res.status, email).toBe(409);
        expect(res.body.error.fields?.email).toMatch(/already exists/);
      }
      expect(await mailsTo(staff.uid)).toEqual([]);
      expect((await admin().auth.getUser(student.uid)).customClaims?.role).toBe("student");
    });
  });

  describe("invitations", () => {
    it("resends a fresh link while unused, and refuses once the password is set", async () => {
      const res = await invite({ email: freshEmail(), displayName: "Re Send", role: "admin" });
      const uid = res.body.data._id;
      const again = await as(adminToken, "POST", `/team/${uid}/invite`);
      expect(again.status).toBe(200);
      const mails = await mailsTo(uid);
      expect(mails).toHaveLength(2);
      expect(invitePath(mails[0]!)).not.toBe(invitePath(mails[1]!));

      await admin().auth.updateUser(uid, { password: "now-it-is-used" });
      const used = await as(adminToken, "POST", `/team/${uid}/invite`);
      expect(used.status).toBe(409);
      expect(await mailsTo(uid)).toHaveLength(2);
    });

    it("revokes an unused invitation (account and profiles gone); refuses a used one and yourself", async () => {
      const res = await invite({ email: freshEmail(), displayName: "Re Voke", role: "staff" });
      const uid = res.body.data._id;
      const revoked = await as(adminToken, "DELETE", `/team/${uid}`);
      expect(revoked.status).toBe(200);
      const { auth, db } = admin();
      await expect(auth.getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
      expect((await db.doc(`users/${uid}`).get()).exists).toBe(false);
      expect((await db.doc(`userProfiles/${uid}`).get()).exists).toBe(false);
      expect((await as(adminToken, "DELETE", `/team/${uid}`)).status).toBe(404);

      const active = await as(adminToken, "DELETE", `/team/${staff.uid}`);
      expect(active.status).toBe(409);
      expect((await auth.getUser(staff.uid)).disabled).toBe(false);
      const self = await as(adminToken, "DELETE", `/team/${me.uid}`);
      expect(self.status).toBe(409);
      expect(self.body.error.message).toMatch(/yourself/);
    });

    it("answers 404 for an unknown uid or a student, 400 for a malformed one", async () => {
      const student = await createAccount("student");
      expect((await as(adminToken, "POST", `/team/no-such-uid-${randomUUID()}/disable`)).status).toBe(404);
      expect((await as(adminToken, "POST", `/team/${student.uid}/disable`)).status).toBe(404);
      expect((await admin().auth.getUser(student.uid)).disabled).toBe(false);
      expect((await as(adminToken, "POST", `/team/${"x".repeat(200)}/disable`)).status).toBe(400);
      expect((await as(adminToken, "PATCH", `/team/${staff.uid}/role`, { role: "student" })).status).toBe(
        400,
      );
    });
  });

  describe("role and access", () => {
    it(
      "disabling ends the person's session; enabling lets them sign in again; both audited",
      async () => {
        const person = await createAccount("staff");
        const token = await sessionToken(person);
        const res = await as(adminToken, "POST", `/team/${person.uid}/disable`);
        expect(res.status).toBe(200);
        expect(res.body.data.status).toBe("disabled");
        expect((await refusedWithin(token)).status).toBe(401);
        await expect(sessionToken(person)).rejects.toThrow();

        const back = await as(adminToken, "POST", `/team/${person.uid}/enable`);
        expect(back.body.data.status).toBe("active");
        expect((await call("/programs/lookups", { token: await sessionToken(person) })).status).toBe(200);
        const audit = await findAuditEntries(admin().db, "resourceId", person.uid);
        expect(audit.map((d) => d.get("action")).sort()).toEqual(["team.disable", "team.enable"]);
      },
      timeout,
    );

    it(
      "demoting an admin ends their admin session; the new session is staff's",
      async () => {
        const other = await createAccount("admin");
        const token = await sessionToken(other);
        const res = await as(adminToken, "PATCH", `/team/${other.uid}/role`, { role: "staff" });
        expect(res.status).toBe(200);
        expect(res.body.data.role).toBe("staff");
        expect((await admin().auth.getUser(other.uid)).customClaims?.role).toBe("staff");
        expect((await admin().db.doc(`userProfiles/${other.uid}`).get()).get("role")).toBe("staff");
        expect((await refusedWithin(token)).status).toBe(401);
        const staffSession = await sessionToken(other);
        expect((await call("/team", { token: staffSession })).status).toBe(403);
      },
      timeout,
    );
  });

  describe("the last active admin", () => {
    it("can be neither demoted nor disabled, nor remove themselves: 409 with a reason", async () => {
      const restore = await onlyAdminsCounted([me.uid]);
      try {
        const demote = await as(adminToken, "PATCH", `/team/${me.uid}/role`, { role: "staff" });
        expect(demote.status).toBe(409);
        expect(demote.body.error.code).toBe("conflict");
        expect(demote.body.error.fields?.role).toMatch(/last active admin/);
        const disable = await as(adminToken, "POST", `/team/${me.uid}/disable`);
        expect(disable.status).toBe(409);
        expect(disable.body.error.fields?.disabled).toMatch(/last active admin/);
        expect((await as(adminToken, "DELETE", `/team/${me.uid}`)).status).toBe(409);

        // An invited admin does not count: they cannot manage anything yet.
        const pending = await invite({ email: freshEmail(), displayName: "Not Yet", role: "admin" });
        expect(pending.status).toBe(201);
        expect((await as(adminToken, "PATCH", `/team/${me.uid}/role`, { role: "staff" })).status).toBe(409);

        const user = await admin().auth.getUser(me.uid);
        expect(user.customClaims?.role).toBe("admin");
        expect(user.disabled).toBe(false);
        expect((await call("/team", { token: adminToken })).status).toBe(200);
      } finally {
        await restore();
      }
    });

    it(
      "holds when the last two admins disable each other at the same moment",
      async () => {
        const [a, b] = await Promise.all([createAccount("admin"), createAccount("admin")]);
        const [aToken, bToken] = await Promise.all([sessionToken(a), sessionToken(b)]);
        const restore = await onlyAdminsCounted([a.uid, b.uid]);
        try {
          const answers = await Promise.all([
            as(aToken, "POST", `/team/${b.uid}/disable`),
            as(bToken, "POST", `/team/${a.uid}/disable`),
          ]);
          const statuses = answers.map((r) => r.status).sort();
          expect(statuses.filter((s) => s === 200)).toHaveLength(1);
          const users = await Promise.all([a, b].map((p) => admin().auth.getUser(p.uid)));
          expect(users.filter((u) => !u.disabled)).toHaveLength(1);
        } finally {
          await restore();
        }
      },
      timeout,
    );
  });
});

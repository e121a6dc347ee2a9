import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Me } from "../../functions/src/shared/me-profile.schema";
import type { MyWeek } from "../../functions/src/shared/me-week.schema";
import { DEMO, createAccount, idTokenFor, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { HOSTING_URL, admin } from "../support/env";
import { makeGroup } from "../support/school-factory";
import {
  createGuardianAccount,
  createStudentAccount,
  type TestGuardianAccount,
  type TestStudentAccount,
} from "../support/student-account";

/**
 * A guardian in the app: a `guardian` Firebase ID token acting for one linked child at a time,
 * named in `X-Student-Id`. Without a child the child-scoped routes answer 400 child_required; any
 * student not linked (or archived) is a 404; a student naming anyone but themselves is a 404.
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let first: TestStudentAccount;
let second: TestStudentAccount;
let stranger: TestStudentAccount;
let guardian: TestGuardianAccount;
let token: string;
const child = (studentId: string) => ({ "X-Student-Id": studentId });

beforeAll(async () => {
  const [g1, g2] = await Promise.all([makeGroup({ name: "Guardian A" }), makeGroup({ name: "Guardian B" })]);
  [first, second, stranger] = await Promise.all([
    createStudentAccount({ firstName: "Ada", groupIds: [g1.id] }),
    createStudentAccount({ firstName: "Ben", groupIds: [g2.id] }),
    createStudentAccount({ firstName: "Cy" }),
  ]);
  guardian = await createGuardianAccount([first.studentId, second.studentId]);
  token = await guardian.idToken();
});

afterAll(async () => {
  const { db } = admin();
  const links = await db.collection("guardianLinks").where("guardianUid", "==", guardian.uid).get();
  await Promise.all(links.docs.map((d) => d.ref.delete()));
});

describe("GET /api/me as a guardian", () => {
  it("lists the linked children and, with none chosen, no student", async () => {
    const res = await call<{ data: Me }>("/me", { token });
    expect(res.status).toBe(200);
    expect(res.body.data.kind).toBe("guardian");
    expect(res.body.data.student).toBeNull();
    expect(res.body.data.children.map((c) => c.studentId)).toEqual([first.studentId, second.studentId]);
    expect(JSON.stringify(res.body)).not.toContain(stranger.studentId);
  });

  it("shows the chosen child's record", async () => {
    const res = await call<{ data: Me }>("/me", { token, headers: child(second.studentId) });
    expect(res.status).toBe(200);
    expect(res.body.data.student?.studentId).toBe(second.studentId);
    expect(res.body.data.student?.groups.map((g) => g.name)).toEqual(["Guardian B"]);
  });
});

describe("acting for a child", () => {
  it("answers 400 child_required on a child-scoped route without X-Student-Id", async () => {
    for (const path of ["/me/week", "/me/practice", "/me/attendance", "/me/announcements", "/me/pages"]) {
      const res = await call<ErrorBody>(path, { token });
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe("child_required");
      expect(Object.keys(res.body.error.fields ?? {}), path).toEqual(["X-Student-Id"]);
    }
  });

  it("answers each linked child's own week", async () => {
    for (const kid of [first, second]) {
      const res = await call<{ data: MyWeek }>("/me/week", { token, headers: child(kid.studentId) });
      expect(res.status).toBe(200);
      expect(res.body.data.weekStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("answers 404 for a student who is not their child, unknown, or archived", async () => {
    for (const id of [stranger.studentId, "no-such-student"]) {
      const res = await call<ErrorBody>("/me/week", { token, headers: child(id) });
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    const bad = await call<ErrorBody>("/me/week", { token, headers: child("a/b") });
    expect(bad.status).toBe(400);
    const archivedKid = await createStudentAccount({ status: "archived" });
    const linked = await createGuardianAccount([archivedKid.studentId]);
    const res = await call<ErrorBody>("/me/week", {
      token: await linked.idToken(),
      headers: child(archivedKid.studentId),
    });
    expect(res.status).toBe(404);
    await admin().db.doc(`guardianLinks/${linked.uid}:${archivedKid.studentId}`).delete();
  });

  it("loses a child at once when the link is revoked", async () => {
    const kid = await createStudentAccount();
    const parent = await createGuardianAccount([kid.studentId]);
    const parentToken = await parent.idToken();
    expect((await call("/me/week", { token: parentToken, headers: child(kid.studentId) })).status).toBe(200);
    await admin().db.doc(`guardianLinks/${parent.uid}:${kid.studentId}`).update({ status: "revoked" });
    expect((await call("/me/week", { token: parentToken, headers: child(kid.studentId) })).status).toBe(404);
    const me = await call<{ data: Me }>("/me", { token: parentToken });
    expect(me.body.data.children).toEqual([]);
  });

  it("opens a support chat about the chosen child, and needs a child to do so", async () => {
    const chat = await call<ErrorBody>("/me/support-chat", {
      method: "POST",
      token,
      headers: child(first.studentId),
    });
    expect(chat.status).toBe(201);
    const none = await call<ErrorBody>("/me/support-chat", { method: "POST", token });
    expect(none.status).toBe(400);
  });
});

describe("a student and X-Student-Id", () => {
  it("may name themselves, and anyone else is a 404", async () => {
    const own = await first.idToken();
    expect((await call("/me/week", { token: own, headers: child(first.studentId) })).status).toBe(200);
    const res = await call<ErrorBody>("/me/attendance", { token: own, headers: child(second.studentId) });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(second.studentId);
  });
});

describe("guardians and the console", () => {
  it("never get a console session, and a console session is a 401 on /api/me", async () => {
    const res = await fetch(`${HOSTING_URL}/api/auth/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ idToken: await idTokenFor(guardian.email, guardian.password) }),
    });
    expect(res.status).toBe(403);
    const staff = await sessionToken(await createAccount("staff"));
    const refused = await call<ErrorBody>("/me/week", { token: staff, headers: child(first.studentId) });
    expect(refused.status).toBe(401);
  });

  it("refuses a guardian's token on staff routes", async () => {
    expect((await call("/students", { token })).status).toBe(401);
  });
});

describe("the seeded demo guardian", () => {
  it("signs in to the app with two children and sees each one's week", async () => {
    const demo = await idTokenFor(DEMO.guardian.email, DEMO.guardian.password);
    const me = await call<{ data: Me }>("/me", { token: demo });
    expect(me.status).toBe(200);
    expect(me.body.data.kind).toBe("guardian");
    expect(me.body.data.children.map((c) => c.studentId).sort()).toEqual(["student-001", "student-002"]);
    const week = await call<{ data: MyWeek }>("/me/week", { token: demo, headers: child("student-002") });
    expect(week.status).toBe(200);
    expect(week.body.data.sessions.length).toBeGreaterThan(0);
    expect((await call("/me/week", { token: demo, headers: child("student-003") })).status).toBe(404);
  });
});

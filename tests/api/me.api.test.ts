import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupDocument } from "../../functions/src/groups/group-document";
import { programDocument } from "../../functions/src/programs/program-document";
import { SUPPORT_CHATS_PER_DAY } from "../../functions/src/chats/open-support-chat.handler";
import type { Announcement } from "../../functions/src/shared/announcement.schema";
import type { Me } from "../../functions/src/shared/me-profile.schema";
import { createAccount, idTokenFor, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { programBody } from "../support/school-factory";
import { admin } from "../support/env";
import { refusedWithin, reachMs } from "../support/session-reach";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

/**
 * The student API (`/api/me/*`): a student's own Firebase ID token from the Auth
 * emulator, never a hand-made token; every answer limited to the caller.
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const run = randomUUID().slice(0, 8);
const mine = `me-${run}-g1`;
const theirs = `me-${run}-g2`;
let staffToken: string;
let adminToken: string;
let student: TestStudentAccount;
let other: TestStudentAccount;

beforeAll(async () => {
  const { db } = admin();
  await Promise.all([
    db.doc(`groups/${mine}`).set(groupDocument({ name: `Jazz ${run}`, capacity: 20 })),
    db.doc(`groups/${theirs}`).set(groupDocument({ name: `Tap ${run}`, capacity: 20 })),
  ]);
  const [staff, adm] = await Promise.all([createAccount("staff"), createAccount("admin")]);
  [staffToken, adminToken, student, other] = await Promise.all([
    sessionToken(staff),
    sessionToken(adm),
    createStudentAccount({ groupIds: [mine], notes: "Staff-only note", medicalNotes: "Asthma" }),
    createStudentAccount({ groupIds: [theirs] }),
  ]);
});

afterAll(async () => {
  const { db } = admin();
  const chats = await db.collection("chats").where("createdBy", "in", [student.uid, other.uid]).get();
  await Promise.all(chats.docs.map((d) => d.ref.delete()));
});

describe("who may call /api/me", () => {
  it("answers the student's own profile, without staff-only fields", async () => {
    const res = await call<{ data: Me }>("/me", { token: await student.idToken() });
    expect(res.status).toBe(200);
    expect(res.body.data.kind).toBe("student");
    expect(res.body.data.uid).toBe(student.uid);
    expect(res.body.data.children).toEqual([]);
    expect(res.body.data.school.timeZone).toBeTruthy();
    expect(res.body.data.student?.studentId).toBe(student.studentId);
    expect(res.body.data.student?.groups).toEqual([{ id: mine, name: `Jazz ${run}` }]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("Staff-only note");
    expect(text).not.toContain("Asthma");
    expect(text).not.toContain(other.studentId);
  });

  it("refuses no token, a console session, a staff member's ID token and a forged token", async () => {
    expect((await call<ErrorBody>("/me")).status).toBe(401);
    // A console session is not a Firebase ID token: 401, whoever holds it.
    expect((await call<ErrorBody>("/me", { token: staffToken })).status).toBe(401);
    expect((await call<ErrorBody>("/me", { token: adminToken })).status).toBe(401);
    const staff = await createAccount("staff");
    const staffIdToken = await idTokenFor(staff.email, staff.password);
    const asStaff = await call<ErrorBody>("/me", { token: staffIdToken });
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.error.code).toBe("permission_denied");
    // The Auth emulator's tokens are unsigned, so only production checks a signature; what is
    // refused here too is a token rewritten to claim more time.
    const [header, payload] = (await student.idToken()).split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const expired = Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString("base64url");
    expect((await call<ErrorBody>("/me", { token: `${header}.${expired}.` })).status).toBe(401);
    expect((await call<ErrorBody>("/me", { token: "not-a-token" })).status).toBe(401);
  });

  it("refuses a student's token on staff routes", async () => {
    const token = await student.idToken();
    for (const path of ["/students", "/groups", "/announcements", "/dashboard"])
      expect((await call(path, { token })).status, path).toBe(401);
  });

  it("answers 404 for a student path no route serves, and 401 to anyone without a student token", async () => {
    const token = await student.idToken();
    for (const path of ["/me/no-such-thing", "/me/seats/no-such-thing", "/me/videos/x/y/z"]) {
      const res = await call<ErrorBody>(path, { token });
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toBe("not_found");
      expect((await call(path)).status, path).toBe(401);
      expect((await call(path, { token: staffToken })).status, path).toBe(401);
    }
  });

  it("refuses a student account with no student record, or an archived one", async () => {
    const unlinked = await createAccount("student");
    const res = await call<ErrorBody>("/me", { token: await idTokenFor(unlinked.email, unlinked.password) });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/not linked/);
    const archived = await createStudentAccount({ status: "archived" });
    expect((await call("/me", { token: await archived.idToken() })).status).toBe(403);
  });

  it(
    "ends a disabled student's access within the account check time",
    async () => {
      const leaving = await createStudentAccount();
      const token = await leaving.idToken();
      expect((await call("/me", { token })).status).toBe(200);
      await admin().auth.updateUser(leaving.uid, { disabled: true });
      expect((await refusedWithin(token, "/me")).status).toBe(401);
    },
    reachMs * 2 + 30_000,
  );
});

describe("the announcements feed", () => {
  it("shows what is published for everyone and the student's groups, not other groups'", async () => {
    const create = async (title: string, audience: { type: string; ids: string[] }) => {
      const res = await call<{ data: Announcement }>("/announcements", {
        method: "POST",
        token: adminToken,
        body: { title, body: "Hello.", audience, publish: "now", pinned: false, emailGuardians: false },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data._id;
    };
    const own = await create(`Mine ${run}`, { type: "groups", ids: [mine] });
    const notMine = await create(`Theirs ${run}`, { type: "groups", ids: [theirs] });
    const res = await call<{ data: Announcement[] }>("/me/announcements?limit=50", {
      token: await student.idToken(),
    });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((a) => a._id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(notMine);
    const bad = await call<ErrorBody>("/me/announcements?limit=abc", { token: await student.idToken() });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(["limit"]);
  });
});

describe("the video library", () => {
  it("lists the released, published videos of the student's programs and groups, and nothing else", async () => {
    const { db } = admin();
    const program = `me-${run}-p1`;
    const otherProgram = `me-${run}-p2`;
    const term = { startDate: "2026-01-05", endDate: "2027-12-27" };
    await Promise.all([
      db
        .doc(`programs/${program}`)
        .set(programDocument(programBody([mine, theirs], { name: `Ballet ${run}`, ...term }))),
      db
        .doc(`programs/${otherProgram}`)
        .set(programDocument(programBody([theirs], { name: `Tap ${run}`, ...term }))),
    ]);
    const watcher = await createStudentAccount({ groupIds: [mine], programIds: [program] });
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const add = async (title: string, body: Record<string, unknown>) => {
      const res = await call<{ data: { _id: string } }>("/videos", {
        method: "POST",
        token: adminToken,
        body: {
          title: `${title} ${run}`,
          programId: program,
          week: 1,
          source: { kind: "link", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
          status: "published",
          releaseAt: past,
          ...body,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data._id;
    };
    const whole = await add("Whole program", {});
    const ownGroup = await add("Own group", { groupIds: [mine] });
    const otherGroup = await add("Other group", { groupIds: [theirs] });
    const later = await add("Not yet", { releaseAt: future });
    const draft = await add("Draft", { status: "draft" });
    const archived = await add("Archived", {});
    const elsewhere = await add("Other program", { programId: otherProgram });
    expect((await call(`/videos/${archived}/archive`, { method: "POST", token: adminToken })).status).toBe(
      200,
    );

    const res = await call<{ data: { _id: string; play: { kind: string; embedUrl?: string } }[] }>(
      "/me/videos?limit=50",
      { token: await watcher.idToken() },
    );
    expect(res.status).toBe(200);
    const ids = res.body.data.map((v) => v._id);
    expect(ids.sort()).toEqual([whole, ownGroup].sort());
    for (const hidden of [otherGroup, later, draft, archived, elsewhere]) expect(ids).not.toContain(hidden);
    expect(res.body.data[0]!.play.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(JSON.stringify(res.body)).not.toMatch(/groupIds|"status"|createdBy/);
    // A student in no program sees no videos; the limit is checked.
    expect(
      (await call<{ data: unknown[] }>("/me/videos", { token: await student.idToken() })).body.data,
    ).toEqual([]);
    expect((await call("/me/videos?limit=0", { token: await student.idToken() })).status).toBe(400);
  });
});

describe("opening a support chat", () => {
  it("opens one, returns the open one, and opens a new one once it is closed", async () => {
    const token = await other.idToken();
    const first = await call<{ data: { id: string; members: string[]; status: string } }>(
      "/me/support-chat",
      {
        method: "POST",
        token,
      },
    );
    expect(first.status).toBe(201);
    expect(first.body.data.members).toEqual([other.uid]);
    expect(first.body.data.status).toBe("open");
    const again = await call<{ data: { id: string } }>("/me/support-chat", { method: "POST", token });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    // Staff see it in the inbox and close it; the next tap opens a new one.
    const close = await call(`/chats/${first.body.data.id}/support`, {
      method: "POST",
      token: staffToken,
      body: { action: "close" },
    });
    expect(close.status).toBe(200);
    const next = await call<{ data: { id: string } }>("/me/support-chat", { method: "POST", token });
    expect(next.status).toBe(201);
    expect(next.body.data.id).not.toBe(first.body.data.id);
  });

  it(`opens at most ${SUPPORT_CHATS_PER_DAY} a day, then answers 429 with a clear message`, async () => {
    const busy = await createStudentAccount();
    const token = await busy.idToken();
    const { db } = admin();
    for (let i = 0; i < SUPPORT_CHATS_PER_DAY; i++) {
      const res = await call<{ data: { id: string } }>("/me/support-chat", { method: "POST", token });
      expect(res.status).toBe(201);
      await db.doc(`chats/${res.body.data.id}`).update({ status: "closed" });
    }
    const limited = await call<ErrorBody>("/me/support-chat", { method: "POST", token });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/at most 5 support chats a day/);
    const chats = await db.collection("chats").where("createdBy", "==", busy.uid).get();
    expect(chats.size).toBe(SUPPORT_CHATS_PER_DAY);
    await Promise.all(chats.docs.map((d) => d.ref.delete()));
  });
});

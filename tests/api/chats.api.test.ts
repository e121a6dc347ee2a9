import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { directChatId } from "../../functions/src/chats/direct-chat-id";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { admin } from "../support/env";
import { forgeSession } from "../support/session-secret";
import { removeStudents, writeStudent } from "../support/students";

describe("/api/chats", () => {
  let staff: TestAccount;
  let colleague: TestAccount;
  let staffToken: string;
  let studentToken: string;
  const studentUid = `test-chat-student-${randomUUID().slice(0, 8)}`;
  const studentDocId = `test-chat-student-doc-${randomUUID().slice(0, 8)}`;
  const supportId = `support-${studentUid}`;
  const chatIds: string[] = [];

  beforeAll(async () => {
    const { db } = admin();
    [staff, colleague] = await Promise.all([
      createAccount("staff"),
      createAccount("staff", { displayName: `Quinn Colleague${randomUUID().slice(0, 6)}` }),
    ]);
    staffToken = await sessionToken(staff);
    // The session endpoint refuses students, so mint the token a forged client would hold.
    studentToken = await forgeSession(await createAccount("student"), "student");
    await db.doc(`users/${studentUid}`).set({
      displayName: "Zed Chatcontact",
      photoURL: null,
      status: "Offline",
      lastSeen: null,
      isTyping: false,
    });
    await writeStudent(studentDocId, {
      firstName: "Zed",
      lastName: "Chatcontact",
      email: "zed.chatcontact@x.test",
      authUid: studentUid,
    });
    await db.doc(`chats/${supportId}`).set({
      name: "Support: Zed",
      type: "support",
      members: [studentUid],
      createdBy: studentUid,
      createdAt: Timestamp.now(),
      photoURL: null,
      recentMessage: null,
      unread: { [studentUid]: 0 },
      status: "open",
      assignee: null,
    });
    chatIds.push(supportId);
  });
  afterAll(async () => {
    const { db } = admin();
    await Promise.all([
      ...chatIds.map((id) => db.recursiveDelete(db.doc(`chats/${id}`))),
      removeStudents([studentDocId]),
      db.doc(`users/${studentUid}`).delete(),
      ...[studentUid, staff.uid, colleague.uid].map((uid) => db.doc(`chatPeers/${uid}`).delete()),
    ]);
  });

  /** Starts a test from no peers, so what it sees was written by the call it makes. */
  async function forgetPeers(...uids: string[]) {
    const { db } = admin();
    await Promise.all(uids.map((uid) => db.doc(`chatPeers/${uid}`).delete()));
  }

  /** Whose profiles uid may read as a chat peer (what firestore.rules looks up). */
  async function peersOf(uid: string): Promise<Record<string, unknown>> {
    return ((await admin().db.doc(`chatPeers/${uid}`).get()).get("uids") ?? {}) as Record<string, unknown>;
  }

  it("401 without a session, 403 for a non-console role", async () => {
    expect((await call("/chats/contacts")).status).toBe(401);
    expect((await call("/chats/contacts", { token: studentToken })).status).toBe(403);
  });

  it("GET /contacts finds a student with an app account by name prefix", async () => {
    const res = await call<{ data: { uid: string; kind: string }[] }>("/chats/contacts?q=chatcont", {
      token: staffToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual(expect.objectContaining({ uid: studentUid, kind: "student" }));
    expect(res.body.data.some((c) => c.uid === staff.uid)).toBe(false);
  });

  it("GET /contacts finds a staff member by name, with the email from their private profile", async () => {
    const q = colleague.displayName.split(" ")[1]!.toLowerCase();
    const res = await call<{ data: { uid: string; kind: string; displayName: string; email: string }[] }>(
      `/chats/contacts?q=${q}`,
      { token: staffToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual(
      expect.objectContaining({
        uid: colleague.uid,
        kind: "staff",
        displayName: colleague.displayName,
        email: colleague.email,
      }),
    );
  });

  it("GET /contacts leaves out a disabled colleague; the lookups still name them, marked", async () => {
    const gone = await createAccount("staff", { displayName: `Dana Disabled${randomUUID().slice(0, 6)}` });
    const adminToken = await sessionToken(await createAccount("admin"));
    const q = gone.displayName.split(" ")[1]!.toLowerCase();
    const before = await call<{ data: { uid: string }[] }>(`/chats/contacts?q=${q}`, { token: staffToken });
    expect(before.body.data.map((c) => c.uid)).toEqual([gone.uid]);
    const disabled = await call(`/team/${gone.uid}/disable`, { method: "POST", token: adminToken });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);

    const after = await call<{ data: { uid: string }[] }>(`/chats/contacts?q=${q}`, { token: staffToken });
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual([]);
    const lookups = await call<{ data: { instructors: { _id: string; disabled?: boolean }[] } }>(
      "/programs/lookups",
      { token: staffToken },
    );
    const instructors = lookups.body.data.instructors;
    expect(instructors.find((i) => i._id === gone.uid)).toMatchObject({ disabled: true });
    expect(instructors.find((i) => i._id === colleague.uid)?.disabled).toBeUndefined();
  });

  it("GET /contacts rejects bad input with fields", async () => {
    const res = await call<{ error: { fields: Record<string, string> } }>(
      `/chats/contacts?q=${"x".repeat(101)}&limit=0`,
      { token: staffToken },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["limit", "q"]);
  });

  it("direct chat: none yet, then created once and reused", async () => {
    const none = await call<{ error: { code: string } }>(`/chats/direct/${studentUid}`, {
      token: staffToken,
    });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe("not_found");

    const first = await call<{ data: { id: string; members: string[] } }>("/chats", {
      method: "POST",
      token: staffToken,
      body: { type: "individual", memberUid: studentUid },
    });
    expect(first.status).toBe(201);
    chatIds.push(first.body.data.id);
    expect(first.body.data.members).toEqual([staff.uid, studentUid]);
    // The two are now chat peers, which is what lets the student read the staff member's profile.
    expect((await peersOf(studentUid))[staff.uid]).toBe(true);
    expect((await peersOf(staff.uid))[studentUid]).toBe(true);
    const again = await call<{ data: { id: string } }>("/chats", {
      method: "POST",
      token: staffToken,
      body: { type: "individual", memberUid: studentUid },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const found = await call<{ data: { id: string } }>(`/chats/direct/${studentUid}`, { token: staffToken });
    expect(found.body.data.id).toBe(first.body.data.id);
    expect(first.body.data.id).toBe(directChatId(staff.uid, studentUid));
  });

  it("direct chat ids cannot collide: uids with '-' never reach a chat between two other people", async () => {
    const { db } = admin();
    const run = randomUUID().slice(0, 6);
    // Under the old `dm-<a>-<b>` ids, `dm-tv<run>-x-tw<run>` was both the chat of tv<run> and
    // x-tw<run>, and the id of tv<run>-x's chat with tw<run>.
    const [victim, attacker] = await Promise.all([
      createAccount("staff", { uid: `tv${run}` }),
      createAccount("staff", { uid: `tv${run}-x` }),
    ]);
    const [otherVictim, target] = [`x-tw${run}`, `tw${run}`];
    await Promise.all(
      [otherVictim, target].map((uid) =>
        db
          .doc(`users/${uid}`)
          .set({ displayName: uid, photoURL: null, status: "Offline", lastSeen: null, isTyping: false }),
      ),
    );
    // A chat from before the new ids, as the seed used to write them (staff member first).
    const legacyId = `dm-${victim.uid}-${otherVictim}`;
    await db.doc(`chats/${legacyId}`).set({
      name: "",
      type: "individual",
      members: [victim.uid, otherVictim],
      createdBy: victim.uid,
      createdAt: Timestamp.now(),
      photoURL: null,
      recentMessage: {
        text: "private",
        fileUrl: null,
        sentBy: { uid: victim.uid, displayName: "v", photoURL: null },
        sentAt: Timestamp.now(),
      },
      unread: { [victim.uid]: 0, [otherVictim]: 0 },
    });
    chatIds.push(legacyId);
    const attackerToken = await sessionToken(attacker);
    expect(legacyId).toBe(`dm-${attacker.uid}-${target}`);

    const peek = await call<{ error: { code: string }; data?: unknown }>(`/chats/direct/${target}`, {
      token: attackerToken,
    });
    expect(peek.status).toBe(404);
    expect(JSON.stringify(peek.body)).not.toContain("private");

    // Starting a chat with the target makes a new one of their own, never joins the victims'.
    const started = await call<{ data: { id: string; members: string[]; recentMessage: unknown } }>(
      "/chats",
      {
        method: "POST",
        token: attackerToken,
        body: { type: "individual", memberUid: target },
      },
    );
    expect(started.status).toBe(201);
    chatIds.push(started.body.data.id);
    expect(started.body.data.id).not.toBe(legacyId);
    expect(started.body.data.members).toEqual([attacker.uid, target]);
    expect(started.body.data.recentMessage).toBeNull();
    expect((await db.doc(`chats/${legacyId}`).get()).get("members")).toEqual([victim.uid, otherVictim]);

    // The chat made under the old id still answers its own members.
    const own = await call<{ data: { id: string } }>(`/chats/direct/${otherVictim}`, {
      token: await sessionToken(victim),
    });
    expect(own.status).toBe(200);
    expect(own.body.data.id).toBe(legacyId);
    await Promise.all([otherVictim, target].map((uid) => db.doc(`users/${uid}`).delete()));
  });

  it("POST /chats (group) makes every member a peer of every other", async () => {
    await forgetPeers(studentUid, staff.uid, colleague.uid);
    const res = await call<{ data: { id: string; members: string[] } }>("/chats", {
      method: "POST",
      token: staffToken,
      body: { type: "group", name: "Rehearsal", memberUids: [studentUid, colleague.uid] },
    });
    expect(res.status).toBe(201);
    chatIds.push(res.body.data.id);
    expect(await peersOf(studentUid)).toMatchObject({ [staff.uid]: true, [colleague.uid]: true });
    expect(await peersOf(colleague.uid)).toMatchObject({ [staff.uid]: true, [studentUid]: true });
    expect(await peersOf(staff.uid)).toMatchObject({ [studentUid]: true, [colleague.uid]: true });
    expect(Object.keys(await peersOf(studentUid))).not.toContain(studentUid);
  });

  it("POST /chats validates: group needs a name and members; unknown people are 400", async () => {
    const bad = await call<{ error: { fields: Record<string, string> } }>("/chats", {
      method: "POST",
      token: staffToken,
      body: { type: "group", name: "", memberUids: [] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["memberUids", "name"]);
    const ghost = await call("/chats", {
      method: "POST",
      token: staffToken,
      body: { type: "individual", memberUid: "nobody-here" },
    });
    expect(ghost.status).toBe(400);
  });

  it("support actions: assign adds the staff member, close and reopen flip status, with audit", async () => {
    await forgetPeers(studentUid, staff.uid);
    const assign = await call(`/chats/${supportId}/support`, {
      method: "POST",
      token: staffToken,
      body: { action: "assign" },
    });
    expect(assign.status).toBe(200);
    const { db } = admin();
    let chat = (await db.doc(`chats/${supportId}`).get()).data() ?? {};
    expect(chat.assignee).toBe(staff.uid);
    expect(chat.members).toContain(staff.uid);
    expect(chat.unread[staff.uid]).toBe(0);
    // The student may now read who took their chat.
    expect((await peersOf(studentUid))[staff.uid]).toBe(true);
    expect((await peersOf(staff.uid))[studentUid]).toBe(true);
    await call(`/chats/${supportId}/support`, {
      method: "POST",
      token: staffToken,
      body: { action: "close" },
    });
    chat = (await db.doc(`chats/${supportId}`).get()).data() ?? {};
    expect(chat.status).toBe("closed");
    await call(`/chats/${supportId}/support`, {
      method: "POST",
      token: staffToken,
      body: { action: "reopen" },
    });
    chat = (await db.doc(`chats/${supportId}`).get()).data() ?? {};
    expect(chat.status).toBe("open");
    const audit = await findAuditEntries(db, "resourceId", supportId);
    expect(audit).toHaveLength(3);
    expect(
      (
        await call(`/chats/${supportId}/support`, {
          method: "POST",
          token: staffToken,
          body: { action: "delete" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(`/chats/no-such-chat-${randomUUID()}/support`, {
          method: "POST",
          token: staffToken,
          body: { action: "close" },
        })
      ).status,
    ).toBe(404);
  });
});

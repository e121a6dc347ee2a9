import { randomUUID } from "node:crypto";
import jwt from "jsonwebtoken";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { sessionSecret } from "../support/session-secret";

describe("/api/chats", () => {
  let staff: TestAccount;
  let staffToken: string;
  let studentToken: string;
  const studentUid = `test-chat-student-${randomUUID().slice(0, 8)}`;
  const studentDocId = `test-chat-student-doc-${randomUUID().slice(0, 8)}`;
  const supportId = `support-${studentUid}`;
  const chatIds: string[] = [];

  beforeAll(async () => {
    const { db } = admin();
    staff = await createAccount("staff");
    staffToken = await sessionToken(staff);
    // The session endpoint refuses students, so mint the token a forged client would hold.
    const iat = Math.floor(Date.now() / 1000);
    studentToken = jwt.sign({ sub: "s-uid", role: "student", email: "s@x.test", name: "S", iat, exp: iat + 600 }, sessionSecret(), { algorithm: "HS256" });
    await db.doc(`users/${studentUid}`).set({ displayName: "Zed Chatcontact", role: "student", email: null, photoURL: null, status: "Offline", lastSeen: null, isTyping: false });
    await db.doc(`students/${studentDocId}`).set({ firstName: "Zed", lastName: "Chatcontact", firstNameLower: "zed", lastNameLower: "chatcontact", emailLower: "zed.chatcontact@x.test", email: "zed.chatcontact@x.test", status: "active", authUid: studentUid });
    await db.doc(`chats/${supportId}`).set({ name: "Support: Zed", type: "support", members: [studentUid], createdBy: studentUid, createdAt: Timestamp.now(), photoURL: null, recentMessage: null, unread: { [studentUid]: 0 }, status: "open", assignee: null });
    chatIds.push(supportId);
  });
  afterAll(async () => {
    const { db } = admin();
    await Promise.all([...chatIds.map((id) => db.recursiveDelete(db.doc(`chats/${id}`))), db.doc(`students/${studentDocId}`).delete(), db.doc(`users/${studentUid}`).delete()]);
  });

  it("401 without a session, 403 for a non-console role", async () => {
    expect((await call("/chats/contacts")).status).toBe(401);
    expect((await call("/chats/contacts", { token: studentToken })).status).toBe(403);
  });

  it("GET /contacts finds a student with an app account by name prefix", async () => {
    const res = await call<{ data: { uid: string; kind: string }[] }>("/chats/contacts?q=chatcont", { token: staffToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual(expect.objectContaining({ uid: studentUid, kind: "student" }));
    expect(res.body.data.some((c) => c.uid === staff.uid)).toBe(false);
  });

  it("GET /contacts rejects bad input with fields", async () => {
    const res = await call<{ error: { fields: Record<string, string> } }>(`/chats/contacts?q=${"x".repeat(101)}&limit=0`, { token: staffToken });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(["limit", "q"]);
  });

  it("direct chat: none yet, then created once and reused", async () => {
    const none = await call<{ data: unknown }>(`/chats/direct/${studentUid}`, { token: staffToken });
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();

    const first = await call<{ data: { id: string; members: string[] } }>("/chats", { method: "POST", token: staffToken, body: { type: "individual", memberUid: studentUid } });
    expect(first.status).toBe(201);
    chatIds.push(first.body.data.id);
    expect(first.body.data.members).toEqual([staff.uid, studentUid]);
    const again = await call<{ data: { id: string } }>("/chats", { method: "POST", token: staffToken, body: { type: "individual", memberUid: studentUid } });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const found = await call<{ data: { id: string } }>(`/chats/direct/${studentUid}`, { token: staffToken });
    expect(found.body.data.id).toBe(first.body.data.id);
  });

  it("POST /chats validates: group needs a name and members; unknown people are 400", async () => {
    const bad = await call<{ error: { fields: Record<string, string> } }>("/chats", { method: "POST", token: staffToken, body: { type: "group", name: "", memberUids: [] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["memberUids", "name"]);
    const ghost = await call("/chats", { method: "POST", token: staffToken, body: { type: "individual", memberUid: "nobody-here" } });
    expect(ghost.status).toBe(400);
  });

  it("support actions: assign adds the staff member, close and reopen flip status, with audit", async () => {
    const assign = await call(`/chats/${supportId}/support`, { method: "POST", token: staffToken, body: { action: "assign" } });
    expect(assign.status).toBe(200);
    const { db } = admin();
    let chat = (await db.doc(`chats/${supportId}`).get()).data() ?? {};
    expect(chat.assignee).toBe(staff.uid);
    expect(chat.members).toContain(staff.uid);
    expect(chat.unread[staff.uid]).toBe(0);
    await call(`/chats/${supportId}/support`, { method: "POST", token: staffToken, body: { action: "close" } });
    chat = (await db.doc(`chats/${supportId}`).get()).data() ?? {};
    expect(chat.status).toBe("closed");
    await call(`/chats/${supportId}/support`, { method: "POST", token: staffToken, body: { action: "reopen" } });
    chat = (await db.doc(`chats/${supportId}`).get()).data() ?? {};
    expect(chat.status).toBe("open");
    const audit = await db.collection("auditLog").where("resourceId", "==", supportId).get();
    expect(audit.size).toBe(3);
    expect((await call(`/chats/${supportId}/support`, { method: "POST", token: staffToken, body: { action: "delete" } })).status).toBe(400);
    expect((await call(`/chats/no-such-chat-${randomUUID()}/support`, { method: "POST", token: staffToken, body: { action: "close" } })).status).toBe(404);
  });
});

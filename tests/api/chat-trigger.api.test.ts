import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { admin } from "../support/env";

// The on-message-created trigger through the emulators: write a message with the Admin SDK, then
// poll the chat until the function has updated it.

const created: string[] = [];

async function newChat(members: string[]) {
  const id = `test-chat-${randomUUID().slice(0, 8)}`;
  created.push(id);
  await admin().db.doc(`chats/${id}`).set({
    name: "", type: "individual", members, createdBy: members[0], createdAt: Timestamp.now(), photoURL: null,
    recentMessage: null, unread: Object.fromEntries(members.map((m) => [m, 0])),
  });
  return id;
}

function post(chatId: string, uid: string, text: string, extra: Record<string, unknown> = {}) {
  return admin().db.collection(`chats/${chatId}/messages`).add({
    text, fileUrl: null, sentBy: { uid, displayName: `User ${uid}`, photoURL: null }, sentAt: FieldValue.serverTimestamp(), ...extra,
  });
}

async function waitForChat(chatId: string, done: (chat: DocumentData) => boolean, timeoutMs = 20_000): Promise<DocumentData> {
  const start = Date.now();
  let last: DocumentData = {};
  while (Date.now() - start < timeoutMs) {
    last = (await admin().db.doc(`chats/${chatId}`).get()).data() ?? {};
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Chat ${chatId} never reached the expected state; last: ${JSON.stringify(last)}`);
}

afterAll(async () => {
  const { db } = admin();
  for (const id of created) await db.recursiveDelete(db.doc(`chats/${id}`));
});

describe("on-message-created trigger", () => {
  it("sets recentMessage and increments unread for every other member only", async () => {
    const chatId = await newChat(["t-staff", "t-student", "t-third"]);
    await post(chatId, "t-student", "Is class on tonight?");
    const chat = await waitForChat(chatId, (c) => c.unread?.["t-staff"] === 1);
    expect(chat.recentMessage.text).toBe("Is class on tonight?");
    expect(chat.recentMessage.sentBy.uid).toBe("t-student");
    expect(chat.recentMessage.sentAt).toBeInstanceOf(Timestamp);
    expect(chat.unread).toEqual({ "t-staff": 1, "t-student": 0, "t-third": 1 });

    await post(chatId, "t-student", "Hello?");
    const after = await waitForChat(chatId, (c) => c.unread?.["t-staff"] === 2);
    expect(after.recentMessage.text).toBe("Hello?");
    expect(after.unread["t-student"]).toBe(0);
  });

  it("stamps the message countedAt so a second delivery counts nothing", async () => {
    const chatId = await newChat(["t-a", "t-b"]);
    const ref = await post(chatId, "t-a", "once");
    await waitForChat(chatId, (c) => c.unread?.["t-b"] === 1);
    const message = (await ref.get()).data() ?? {};
    expect(message.countedAt).toBeInstanceOf(Timestamp);
  });

  it("leaves messages written with countedAt (seeded, imported) alone", async () => {
    const chatId = await newChat(["t-a", "t-b"]);
    await post(chatId, "t-a", "already counted", { countedAt: Timestamp.now() });
    await post(chatId, "t-a", "new one");
    const chat = await waitForChat(chatId, (c) => c.recentMessage?.text === "new one");
    // Give the first trigger time to run too; it must not have counted.
    await new Promise((r) => setTimeout(r, 1500));
    const settled = (await admin().db.doc(`chats/${chatId}`).get()).data() ?? {};
    expect(chat.unread["t-b"]).toBe(1);
    expect(settled.unread["t-b"]).toBe(1);
  });

  it("keeps the newest message on top when an older one is counted later, still counting it", async () => {
    const chatId = await newChat(["t-a", "t-b"]);
    await post(chatId, "t-a", "newest");
    await waitForChat(chatId, (c) => c.recentMessage?.text === "newest");
    await post(chatId, "t-b", "written earlier", { sentAt: Timestamp.fromMillis(Date.now() - 60_000) });
    const chat = await waitForChat(chatId, (c) => c.unread?.["t-a"] === 1);
    expect(chat.recentMessage.text).toBe("newest");
    expect(chat.unread["t-b"]).toBe(1);
  });
});

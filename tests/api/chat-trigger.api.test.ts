import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { admin } from "../support/env";

// The on-message-created trigger through the emulators: write a message with the Admin SDK, then
// poll the chat until the function has updated it.

const created: string[] = [];
const people: string[] = [];

async function newChat(members: string[], extra: Record<string, unknown> = {}) {
  const id = `test-chat-${randomUUID().slice(0, 8)}`;
  created.push(id);
  await admin()
    .db.doc(`chats/${id}`)
    .set({
      name: "",
      type: "individual",
      members,
      createdBy: members[0],
      createdAt: Timestamp.now(),
      photoURL: null,
      recentMessage: null,
      unread: Object.fromEntries(members.map((m) => [m, 0])),
      ...extra,
    });
  return id;
}

/** A person with a public profile (`users/{uid}`), removed after the file. */
async function newPerson(displayName: string, photoURL: string | null = null) {
  const uid = `t-person-${randomUUID().slice(0, 8)}`;
  people.push(uid);
  await admin()
    .db.doc(`users/${uid}`)
    .set({ displayName, photoURL, status: "Offline", lastSeen: null, isTyping: false });
  return uid;
}

function post(chatId: string, uid: string, text: string, extra: Record<string, unknown> = {}) {
  return admin()
    .db.collection(`chats/${chatId}/messages`)
    .add({
      text,
      fileUrl: null,
      sentBy: { uid, displayName: `User ${uid}`, photoURL: null },
      sentAt: FieldValue.serverTimestamp(),
      ...extra,
    });
}

async function waitForChat(
  chatId: string,
  done: (chat: DocumentData) => boolean,
  // Triggers queue behind every other function the suite sets off on a 2-core machine: seconds each.
  timeoutMs = 50_000,
): Promise<DocumentData> {
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
  for (const uid of people)
    await Promise.all([db.doc(`users/${uid}`).delete(), db.doc(`chatPeers/${uid}`).delete()]);
});

describe("on-message-created trigger", { timeout: 60_000 }, () => {
  it("gives a message that is only a file a line in the chat list", async () => {
    const chatId = await newChat(["t-staff", "t-student"]);
    await post(chatId, "t-student", "", {
      attachment: {
        path: `chats/${chatId}/t-student/a1.pdf`,
        name: "notes.pdf",
        contentType: "application/pdf",
        size: 10,
      },
    });
    const chat = await waitForChat(chatId, (c) => c.unread?.["t-staff"] === 1);
    expect(chat.recentMessage.text).toBe("Attachment: notes.pdf");
  });

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

  it("names the sender on recentMessage from their profile, not from what the message claims", async () => {
    const sender = await newPerson("Sam Student", "https://example.test/sam.png");
    const other = await newPerson("Tara Teacher");
    const chatId = await newChat([other, sender]);
    await post(chatId, sender, "signed as someone else", {
      sentBy: { uid: sender, displayName: "Tara Teacher", photoURL: null },
    });
    const chat = await waitForChat(chatId, (c) => c.recentMessage?.text === "signed as someone else");
    expect(chat.recentMessage.sentBy).toEqual({
      uid: sender,
      displayName: "Sam Student",
      photoURL: "https://example.test/sam.png",
    });
  });

  it("makes a staff member who answers a support chat a peer of its student", async () => {
    const student = await newPerson("Sue Student");
    const staff = await newPerson("Stan Staff");
    const chatId = await newChat([student], { type: "support", status: "open", assignee: null });
    await post(chatId, staff, "We are on it.", {
      sentBy: { uid: staff, displayName: "Stan Staff", photoURL: null },
    });
    await waitForChat(chatId, (c) => c.unread?.[student] === 1);
    const { db } = admin();
    expect((await db.doc(`chatPeers/${student}`).get()).get("uids")).toEqual({ [staff]: true });
    expect((await db.doc(`chatPeers/${staff}`).get()).get("uids")).toEqual({ [student]: true });
  });
});

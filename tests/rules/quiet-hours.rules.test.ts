import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { useSeededFirestore } from "../support/rules-environment";

// Quiet hours: staff write into a chat with students only through the API (which holds what they
// write during quiet hours), and nobody reads a held message before the API posts it.

const TARA = "tara"; // staff
const ADA = "ada"; // admin
const SAM = "sam"; // an adult student
const GWEN = "gwen"; // a guardian writing to the support inbox
const ROLES = { [TARA]: "staff", [ADA]: "admin", [SAM]: "student", [GWEN]: "guardian" };

const at = Timestamp.fromMillis(Date.UTC(2026, 0, 5, 12));

function chat(type: string, members: string[], studentMembers: string[] | undefined) {
  return {
    name: "",
    type,
    members,
    ...(studentMembers && { studentMembers }),
    createdBy: members[0],
    createdAt: at,
    photoURL: null,
    recentMessage: null,
    unread: Object.fromEntries(members.map((m) => [m, 0])),
  };
}

const { as } = useSeededFirestore({
  projectId: "demo-studio-admin-quiet-hours-rules",
  people: ROLES,
  seed: async (db) => {
    await setDoc(doc(db, "chats/with-student"), chat("individual", [TARA, SAM], [SAM]));
    await setDoc(doc(db, "chats/support-sam"), { ...chat("support", [SAM], [SAM]), status: "open" });
    await setDoc(doc(db, "chats/staff-only"), chat("individual", [TARA, ADA], []));
    await setDoc(doc(db, "chats/support-gwen"), { ...chat("support", [GWEN], []), status: "open" });
    // Written by staff at 22:30, waiting for 07:00: in the API's collection, not the chat.
    await setDoc(doc(db, "heldMessages/000001768000000-abcd1234"), {
      chatId: "with-student",
      text: "See you tomorrow",
      attachment: null,
      sentBy: { uid: TARA, displayName: `User ${TARA}`, photoURL: null },
      deliverAt: Timestamp.fromMillis(Date.UTC(2026, 0, 6, 12)),
      heldAt: at,
      status: "held",
    });
  },
});

const messages = (ctx: RulesTestContext, id: string) => collection(ctx.firestore(), `chats/${id}/messages`);
const newMessage = (uid: string) => ({
  text: "Hello",
  fileUrl: null,
  sentBy: { uid, displayName: `User ${uid}`, photoURL: null },
  sentAt: serverTimestamp(),
});

describe("staff", () => {
  it("cannot write straight into a chat with a student, at any hour (the API holds quiet-hour messages)", async () => {
    await assertFails(addDoc(messages(as(TARA), "with-student"), newMessage(TARA)));
  });

  it("cannot answer a student's support chat straight from the client either", async () => {
    await assertFails(addDoc(messages(as(ADA), "support-sam"), newMessage(ADA)));
  });

  it("still write straight into a chat among staff, and answer a guardian's support chat", async () => {
    await assertSucceeds(addDoc(messages(as(TARA), "staff-only"), newMessage(TARA)));
    await assertSucceeds(addDoc(messages(as(TARA), "support-gwen"), newMessage(TARA)));
  });

  it("cannot read or write held messages", async () => {
    await assertFails(getDocs(collection(as(TARA).firestore(), "heldMessages")));
    await assertFails(setDoc(doc(as(TARA).firestore(), "heldMessages/x"), { chatId: "with-student" }));
  });
});

describe("students and guardians (never held)", () => {
  it("a student writes straight into their chat and support chat", async () => {
    await assertSucceeds(addDoc(messages(as(SAM), "with-student"), newMessage(SAM)));
    await assertSucceeds(addDoc(messages(as(SAM), "support-sam"), newMessage(SAM)));
  });

  it("a guardian writes straight into their support chat", async () => {
    await assertSucceeds(addDoc(messages(as(GWEN), "support-gwen"), newMessage(GWEN)));
  });

  it("a student cannot read a message held for them before it is delivered", async () => {
    const sam = as(SAM).firestore();
    await assertFails(getDoc(doc(sam, "heldMessages/000001768000000-abcd1234")));
    await assertFails(getDocs(collection(sam, "heldMessages")));
    // The chat itself has nothing of it yet.
    const inChat = await assertSucceeds(getDocs(messages(as(SAM), "with-student")));
    if (inChat.docs.some((d) => d.get("text") === "See you tomorrow"))
      throw new Error("A held message is in the chat before its time.");
  });
});

import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import {
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { currentAccount } from "../support/account-status";
import { useSeededFirestore } from "../support/rules-environment";

// Chats with minors: the adults who must read along, guardians' reads, and a record nobody edits.

const TARA = "tara"; // staff
const MIA = "mia"; // a minor student
const GWEN = "gwen"; // Mia's guardian (accepted)
const GARY = "gary"; // a guardian of another child
const ADA = "ada"; // admin, the second adult
const ROLES = { [TARA]: "staff", [MIA]: "student", [GWEN]: "guardian", [GARY]: "guardian", [ADA]: "admin" };

const at = Timestamp.fromMillis(Date.UTC(2026, 0, 5, 12));
const sentBy = (uid: string) => ({ uid, displayName: `User ${uid}`, photoURL: null });

/** A chat as the API writes it for a minor: base members plus the adults who read along. */
function minorChat(type: string, base: string[], required: string[], extra: Record<string, unknown> = {}) {
  const members = [...new Set([...base, ...required])];
  return {
    name: "",
    type,
    members,
    baseMembers: base,
    minorStudentIds: ["student-mia"],
    requiredReaders: required,
    createdBy: base[0],
    createdAt: at,
    photoURL: null,
    recentMessage: null,
    unread: Object.fromEntries(members.map((m) => [m, 0])),
    ...extra,
  };
}

const { env, as } = useSeededFirestore({
  projectId: "demo-studio-admin-safeguarding-rules",
  people: ROLES,
  seed: async (db) => {
    // With her guardian reading along.
    await setDoc(doc(db, "chats/with-guardian"), minorChat("individual", [TARA, MIA], [GWEN]));
    // Made before any guardian or second adult: nobody reads along.
    await setDoc(doc(db, "chats/alone"), minorChat("individual", [TARA, MIA], []));
    // Her guardian was unlinked and left; the chat still names them as required.
    await setDoc(doc(db, "chats/reader-gone"), {
      ...minorChat("individual", [TARA, MIA], [GWEN]),
      members: [TARA, MIA],
    });
    // The second adult reads along (no guardian account).
    await setDoc(doc(db, "chats/second-adult"), minorChat("individual", [TARA, MIA], [ADA]));
    await setDoc(doc(db, "chats/support-mia"), minorChat("support", [MIA], [GWEN], { status: "open" }));
    await setDoc(doc(db, "chats/other-family"), minorChat("individual", [TARA, "leo"], [GARY]));
    await setDoc(doc(db, "chats/with-guardian/messages/m1"), {
      text: "hi",
      fileUrl: null,
      sentBy: sentBy(TARA),
      sentAt: at,
    });
  },
});

const messages = (ctx: RulesTestContext, id: string) => collection(ctx.firestore(), `chats/${id}/messages`);
const newMessage = (uid: string) => ({
  text: "Hello",
  fileUrl: null,
  sentBy: sentBy(uid),
  sentAt: serverTimestamp(),
});

describe("a minor's chat without the adults who must read it", () => {
  it("takes no message from staff or the student when nobody reads along", async () => {
    await assertFails(addDoc(messages(as(TARA), "alone"), newMessage(TARA)));
    await assertFails(addDoc(messages(as(MIA), "alone"), newMessage(MIA)));
  });
  it("takes no message once a required reader is no longer a member", async () => {
    await assertFails(addDoc(messages(as(TARA), "reader-gone"), newMessage(TARA)));
    await assertFails(addDoc(messages(as(MIA), "reader-gone"), newMessage(MIA)));
  });
  it("takes messages while the guardian or the second adult reads along", async () => {
    await assertSucceeds(addDoc(messages(as(TARA), "with-guardian"), newMessage(TARA)));
    await assertSucceeds(addDoc(messages(as(MIA), "with-guardian"), newMessage(MIA)));
    await assertSucceeds(addDoc(messages(as(TARA), "second-adult"), newMessage(TARA)));
    await assertSucceeds(addDoc(messages(as(MIA), "support-mia"), newMessage(MIA)));
  });
});

describe("a guardian", () => {
  it("reads and writes their child's chats, support chat included", async () => {
    await assertSucceeds(getDoc(doc(as(GWEN).firestore(), "chats/with-guardian")));
    await assertSucceeds(getDocs(messages(as(GWEN), "with-guardian")));
    await assertSucceeds(getDocs(messages(as(GWEN), "support-mia")));
    await assertSucceeds(addDoc(messages(as(GWEN), "with-guardian"), newMessage(GWEN)));
    await assertSucceeds(
      getDocs(query(collection(as(GWEN).firestore(), "chats"), where("members", "array-contains", GWEN))),
    );
  });
  it("reads no other family's chat", async () => {
    await assertFails(getDoc(doc(as(GARY).firestore(), "chats/with-guardian")));
    await assertFails(getDocs(messages(as(GARY), "with-guardian")));
    await assertFails(getDocs(collection(as(GARY).firestore(), "chats")));
    await assertFails(getDoc(doc(as(GWEN).firestore(), "chats/other-family")));
  });
  it("reads nothing once unlinked or disabled (the account status the API keeps)", async () => {
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), `accountStatus/${GWEN}`), currentAccount("guardian", { active: false })),
    );
    await assertFails(getDoc(doc(as(GWEN).firestore(), "chats/with-guardian")));
    await assertFails(getDocs(messages(as(GWEN), "with-guardian")));
  });
});

describe("nothing disappears", () => {
  for (const uid of [TARA, MIA, GWEN, ADA]) {
    it(`${ROLES[uid as keyof typeof ROLES]} (${uid}) can neither edit nor delete a message`, async () => {
      const m = doc(as(uid).firestore(), "chats/with-guardian/messages/m1");
      await assertFails(updateDoc(m, { text: "changed" }));
      await assertFails(deleteDoc(m));
    });
  }
});

describe("the Firestore SDK with a student's token, trying each forbidden move", () => {
  const db = () => as(MIA).firestore();
  it("cannot start a chat with staff, nor a support chat of its own", async () => {
    await assertFails(setDoc(doc(db(), "chats/new-dm"), { type: "individual", members: [MIA, TARA] }));
    await assertFails(addDoc(collection(db(), "chats"), { type: "support", members: [MIA], status: "open" }));
  });
  it("cannot drop the guardian from a chat, nor the safeguarding fields", async () => {
    const c = doc(db(), "chats/with-guardian");
    await assertFails(updateDoc(c, { members: arrayRemove(GWEN) }));
    await assertFails(updateDoc(c, { requiredReaders: [] }));
    await assertFails(updateDoc(c, { minorStudentIds: [] }));
    await assertFails(updateDoc(c, { members: arrayUnion("someone") }));
    await assertFails(deleteDoc(c));
  });
  it("cannot edit or delete messages, its own or staff's", async () => {
    await assertFails(updateDoc(doc(db(), "chats/with-guardian/messages/m1"), { text: "x" }));
    await assertFails(deleteDoc(doc(db(), "chats/with-guardian/messages/m1")));
  });
  it("cannot write to a chat nobody reads along, nor sign as staff", async () => {
    await assertFails(addDoc(messages(as(MIA), "alone"), newMessage(MIA)));
    await assertFails(
      addDoc(messages(as(MIA), "with-guardian"), { ...newMessage(MIA), sentBy: sentBy(TARA) }),
    );
  });
  it("cannot link itself to a guardian or change account statuses", async () => {
    await assertFails(
      setDoc(doc(db(), `guardianLinks/${MIA}:x`), { guardianUid: MIA, studentId: "x", status: "active" }),
    );
    await assertFails(
      setDoc(doc(db(), `accountStatus/${GWEN}`), currentAccount("guardian", { active: false })),
    );
    await assertFails(getDocs(collection(db(), "guardianLinks")));
  });
  it("cannot read another family's chat", async () => {
    await assertFails(getDoc(doc(db(), "chats/other-family")));
  });
});

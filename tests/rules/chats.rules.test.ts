import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import {
  addDoc,
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
import { beforeEach, describe, it } from "vitest";
import { useSeededFirestore } from "../support/rules-environment";

const TARA = "tara"; // staff, member of the individual and group chats
const STAN = "stan"; // staff, member of nothing
const SAM = "sam"; // student, member of the individual and group chats
const SUE = "sue"; // student who opened a support chat
const OLGA = "olga"; // student, member of nothing
const ADA = "ada"; // admin, member of nothing
const ROLES = {
  [TARA]: "staff",
  [STAN]: "staff",
  [SAM]: "student",
  [SUE]: "student",
  [OLGA]: "student",
  [ADA]: "admin",
};

const at = Timestamp.fromMillis(Date.UTC(2026, 0, 5, 12));
/** A message signature that matches the sender's seeded profile (see `profile`). */
const sentBy = (uid: string) => ({ uid, displayName: `User ${uid}`, photoURL: null });
const profile = (uid: string) => ({
  displayName: `User ${uid}`,
  photoURL: null,
  status: "Offline",
  lastSeen: null,
  isTyping: false,
});

function chatDoc(type: string, members: string[], extra: Record<string, unknown> = {}) {
  return {
    name: type === "group" ? "Rehearsal" : "",
    type,
    members,
    createdBy: members[0] ?? TARA,
    createdAt: at,
    photoURL: null,
    recentMessage: { text: "hello", fileUrl: null, sentBy: sentBy(members[0] ?? TARA), sentAt: at },
    unread: Object.fromEntries(members.map((m) => [m, 1])),
    ...extra,
  };
}

const { env, as } = useSeededFirestore({
  projectId: "demo-studio-admin-chat-rules",
  people: ROLES,
  profile,
  seed: async (db) => {
    await setDoc(doc(db, "chats/dm"), chatDoc("individual", [TARA, SAM]));
    await setDoc(doc(db, "chats/grp"), chatDoc("group", [TARA, SAM]));
    await setDoc(doc(db, "chats/support-sue"), chatDoc("support", [SUE], { status: "open", assignee: null }));
    await setDoc(doc(db, "chats/dm/messages/m1"), {
      text: "from sam",
      fileUrl: null,
      sentBy: sentBy(SAM),
      sentAt: at,
    });
    await setDoc(doc(db, "chats/dm/messages/m2"), {
      text: "from tara",
      fileUrl: null,
      sentBy: sentBy(TARA),
      sentAt: at,
    });
    await setDoc(doc(db, "chats/support-sue/messages/m1"), {
      text: "help",
      fileUrl: null,
      sentBy: sentBy(SUE),
      sentAt: at,
    });
  },
});

const chat = (ctx: RulesTestContext, id: string) => doc(ctx.firestore(), `chats/${id}`);
const messages = (ctx: RulesTestContext, id: string) => collection(ctx.firestore(), `chats/${id}/messages`);
const message = (ctx: RulesTestContext, id: string, msgId: string) =>
  doc(ctx.firestore(), `chats/${id}/messages/${msgId}`);
const newMessage = (uid: string, overrides: Record<string, unknown> = {}) => ({
  text: "Hi there",
  fileUrl: null,
  sentBy: sentBy(uid),
  sentAt: serverTimestamp(),
  ...overrides,
});

describe("a student who is a member (sam)", () => {
  const me = () => as(SAM, "student");

  it("get: reads their individual and group chats", async () => {
    await assertSucceeds(getDoc(chat(me(), "dm")));
    await assertSucceeds(getDoc(chat(me(), "grp")));
  });
  it("get: cannot read another student's support chat", async () => {
    await assertFails(getDoc(chat(me(), "support-sue")));
  });
  it("list: lists the chats they are a member of, not all chats", async () => {
    await assertSucceeds(
      getDocs(query(collection(me().firestore(), "chats"), where("members", "array-contains", SAM))),
    );
    await assertFails(getDocs(collection(me().firestore(), "chats")));
    await assertFails(getDocs(query(collection(me().firestore(), "chats"), where("type", "==", "support"))));
  });
  it("list: reads the messages of their chat", async () => {
    await assertSucceeds(getDocs(messages(me(), "dm")));
    await assertFails(getDocs(messages(me(), "support-sue")));
  });
  it("create: posts a message as themselves, stamped with the server time", async () => {
    await assertSucceeds(addDoc(messages(me(), "dm"), newMessage(SAM)));
    await assertSucceeds(addDoc(messages(me(), "grp"), newMessage(SAM, { text: "x".repeat(4000) })));
    await assertSucceeds(
      addDoc(messages(me(), "dm"), {
        text: "no file key",
        sentBy: { uid: SAM, displayName: `User ${SAM}` },
        sentAt: serverTimestamp(),
      }),
    );
  });
  it("create: cannot post as someone else", async () => {
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { sentBy: sentBy(TARA) })));
  });
  it("create: cannot sign with a staff member's name or any name but their profile's", async () => {
    await assertFails(
      addDoc(
        messages(me(), "dm"),
        newMessage(SAM, { sentBy: { ...sentBy(SAM), displayName: `User ${TARA}` } }),
      ),
    );
    await assertFails(
      addDoc(messages(me(), "dm"), newMessage(SAM, { sentBy: { ...sentBy(SAM), displayName: "user sam" } })),
    );
    await assertFails(
      addDoc(messages(me(), "dm"), newMessage(SAM, { sentBy: { ...sentBy(SAM), displayName: "" } })),
    );
  });
  it("create: cannot sign with a photo their profile does not have", async () => {
    await assertFails(
      addDoc(
        messages(me(), "dm"),
        newMessage(SAM, { sentBy: { ...sentBy(SAM), photoURL: "https://example.test/tara.png" } }),
      ),
    );
  });
  it("create: signs with their profile's photo when it has one", async () => {
    const photoURL = "https://example.test/sam.png";
    await env().withSecurityRulesDisabled(async (ctx) =>
      updateDoc(doc(ctx.firestore(), `users/${SAM}`), { photoURL }),
    );
    await assertSucceeds(
      addDoc(messages(me(), "dm"), newMessage(SAM, { sentBy: { ...sentBy(SAM), photoURL } })),
    );
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM)));
  });
  it("create: cannot post without a profile to sign with", async () => {
    await env().withSecurityRulesDisabled(async (ctx) => deleteDoc(doc(ctx.firestore(), `users/${SAM}`)));
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM)));
  });
  it("create: text must be 1-4,000 characters", async () => {
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { text: "" })));
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { text: "x".repeat(4001) })));
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { text: 42 })));
  });
  it("create: sentAt must be the request time", async () => {
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { sentAt: Timestamp.now() })));
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { sentAt: null })));
  });
  it("create: only the message keys are allowed", async () => {
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { countedAt: serverTimestamp() })));
    await assertFails(
      addDoc(messages(me(), "dm"), newMessage(SAM, { sentBy: { ...sentBy(SAM), role: "admin" } })),
    );
  });
  it("create: cannot post into a chat they are not in", async () => {
    await assertFails(addDoc(messages(me(), "support-sue"), newMessage(SAM)));
  });
  it("update: resets their own unread count to 0", async () => {
    await assertSucceeds(updateDoc(chat(me(), "dm"), { [`unread.${SAM}`]: 0 }));
  });
  it("update: cannot set their unread to anything but 0, or touch another member's", async () => {
    await assertFails(updateDoc(chat(me(), "dm"), { [`unread.${SAM}`]: 5 }));
    await assertFails(updateDoc(chat(me(), "dm"), { [`unread.${TARA}`]: 0 }));
  });
  it("update: cannot write recentMessage, add members or rename", async () => {
    await assertFails(
      updateDoc(chat(me(), "dm"), {
        recentMessage: { text: "forged", fileUrl: null, sentBy: sentBy(SAM), sentAt: serverTimestamp() },
      }),
    );
    await assertFails(updateDoc(chat(me(), "grp"), { members: arrayUnion(OLGA) }));
    await assertFails(updateDoc(chat(me(), "grp"), { name: "Mine now" }));
  });
  it("update/delete: cannot edit or delete messages, theirs or others'", async () => {
    await assertFails(updateDoc(message(me(), "dm", "m1"), { text: "edited" }));
    await assertFails(updateDoc(message(me(), "dm", "m2"), { text: "edited" }));
    await assertFails(deleteDoc(message(me(), "dm", "m1")));
    await assertFails(deleteDoc(message(me(), "dm", "m2")));
  });
  it("create/delete: cannot create or delete chats", async () => {
    await assertFails(setDoc(chat(me(), "dm-sam-olga"), chatDoc("individual", [SAM, OLGA])));
    await assertFails(
      setDoc(chat(me(), "support-sam"), chatDoc("support", [SAM], { status: "open", assignee: null })),
    );
    await assertFails(deleteDoc(chat(me(), "dm")));
  });
});

describe("a message's attachment, sent by a member (sam)", () => {
  const me = () => as(SAM, "student");
  const attachment = (overrides: Record<string, unknown> = {}) => ({
    path: `chats/dm/${SAM}/1767614400000-a1b2c3.png`,
    name: "warm-up.png",
    contentType: "image/png",
    size: 2048,
    ...overrides,
  });

  it("create: carries one file in this chat's folder and their own, with or without text", async () => {
    await assertSucceeds(addDoc(messages(me(), "dm"), newMessage(SAM, { attachment: attachment() })));
    await assertSucceeds(
      addDoc(messages(me(), "dm"), newMessage(SAM, { text: "", attachment: attachment() })),
    );
    await assertSucceeds(
      addDoc(
        messages(me(), "dm"),
        newMessage(SAM, {
          attachment: attachment({ path: `chats/dm/${SAM}/notes.pdf`, contentType: "application/pdf" }),
        }),
      ),
    );
    await assertSucceeds(addDoc(messages(me(), "dm"), newMessage(SAM, { attachment: null })));
  });
  it("create: no empty text without a file", async () => {
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { text: "" })));
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { text: "", attachment: null })));
  });
  it("create: a path into another chat, or another sender's folder, is refused", async () => {
    for (const path of [
      `chats/grp/${SAM}/a.png`,
      `chats/support-sue/${SAM}/a.png`,
      `chats/dm/${TARA}/a.png`,
      `chats/dm/a.png`,
      `chats/dm/${SAM}/../../grp/${SAM}/a.png`,
      `chats/dmx/${SAM}/a.png`,
      `profile-photos/${SAM}/a.png`,
    ]) {
      await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { attachment: attachment({ path }) })));
    }
  });
  it("create: only the types and size storage.rules accept, and no extra fields", async () => {
    for (const contentType of ["image/svg+xml", "text/html", "application/zip"]) {
      await assertFails(
        addDoc(messages(me(), "dm"), newMessage(SAM, { attachment: attachment({ contentType }) })),
      );
    }
    await assertSucceeds(
      addDoc(messages(me(), "dm"), newMessage(SAM, { attachment: attachment({ size: 10 * 1024 * 1024 }) })),
    );
    for (const size of [0, 10 * 1024 * 1024 + 1, "2048"]) {
      await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { attachment: attachment({ size }) })));
    }
    await assertFails(
      addDoc(messages(me(), "dm"), newMessage(SAM, { attachment: attachment({ name: "" }) })),
    );
    await assertFails(
      addDoc(
        messages(me(), "dm"),
        newMessage(SAM, { attachment: attachment({ url: "https://x.test/a.png" }) }),
      ),
    );
    await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { attachment: "chats/dm/sam/a.png" })));
  });
});

describe("a student who is not a member (olga)", () => {
  const me = () => as(OLGA, "student");

  it("get: cannot read chats or support chats they are not in", async () => {
    await assertFails(getDoc(chat(me(), "dm")));
    await assertFails(getDoc(chat(me(), "support-sue")));
  });
  it("list: cannot read others' messages", async () => {
    await assertFails(getDocs(messages(me(), "dm")));
    await assertFails(getDocs(messages(me(), "support-sue")));
  });
  it("create: cannot post into others' chats", async () => {
    await assertFails(addDoc(messages(me(), "dm"), newMessage(OLGA)));
    await assertFails(addDoc(messages(me(), "support-sue"), newMessage(OLGA)));
  });
  it("update: cannot add themselves as a member", async () => {
    await assertFails(updateDoc(chat(me(), "grp"), { members: arrayUnion(OLGA) }));
  });
});

describe("a staff member who is a member (tara)", () => {
  const me = () => as(TARA, "staff");

  it("get: reads their chats and their messages", async () => {
    await assertSucceeds(getDoc(chat(me(), "dm")));
    await assertSucceeds(getDocs(messages(me(), "dm")));
  });
  it("create: replies as themselves", async () => {
    await assertSucceeds(addDoc(messages(me(), "dm"), newMessage(TARA)));
  });
  it("update/delete: cannot edit or delete the student's messages", async () => {
    await assertFails(updateDoc(message(me(), "dm", "m1"), { text: "edited by staff" }));
    await assertFails(deleteDoc(message(me(), "dm", "m1")));
  });
  it("update: cannot write the chat's recentMessage or members from the browser", async () => {
    await assertFails(updateDoc(chat(me(), "dm"), { recentMessage: null }));
    await assertFails(updateDoc(chat(me(), "grp"), { members: arrayUnion(STAN) }));
  });
});

describe("a staff member who is not a member (stan)", () => {
  const me = () => as(STAN, "staff");

  it("get: reads and lists support chats", async () => {
    await assertSucceeds(getDoc(chat(me(), "support-sue")));
    await assertSucceeds(
      getDocs(
        query(
          collection(me().firestore(), "chats"),
          where("type", "==", "support"),
          where("status", "==", "open"),
        ),
      ),
    );
  });
  it("get: cannot read other people's individual or group chats", async () => {
    await assertFails(getDoc(chat(me(), "dm")));
    await assertFails(getDoc(chat(me(), "grp")));
    await assertFails(getDocs(collection(me().firestore(), "chats")));
  });
  it("list/create: reads and answers a support chat", async () => {
    await assertSucceeds(getDocs(messages(me(), "support-sue")));
    await assertSucceeds(addDoc(messages(me(), "support-sue"), newMessage(STAN)));
  });
  it("create: answers a support chat only under their own profile's name", async () => {
    await assertFails(
      addDoc(
        messages(me(), "support-sue"),
        newMessage(STAN, { sentBy: { ...sentBy(STAN), displayName: "Support" } }),
      ),
    );
  });
  it("create: cannot post into an individual chat they are not in", async () => {
    await assertFails(addDoc(messages(me(), "dm"), newMessage(STAN)));
  });
  it("update: cannot assign, close or reset others' unread in a support chat directly", async () => {
    await assertFails(updateDoc(chat(me(), "support-sue"), { assignee: STAN }));
    await assertFails(updateDoc(chat(me(), "support-sue"), { status: "closed" }));
    await assertFails(updateDoc(chat(me(), "support-sue"), { [`unread.${SUE}`]: 0 }));
  });
});

describe("an admin who is not a member", () => {
  const me = () => as(ADA, "admin");

  it("get: reads support chats but not private chats", async () => {
    await assertSucceeds(getDoc(chat(me(), "support-sue")));
    await assertFails(getDoc(chat(me(), "dm")));
  });
});

describe("someone signed out", () => {
  const me = () => env().unauthenticatedContext();

  it("get/list: reads nothing", async () => {
    await assertFails(getDoc(doc(me().firestore(), "chats/dm")));
    await assertFails(getDocs(collection(me().firestore(), "chats/support-sue/messages")));
  });
  it("create: posts nothing", async () => {
    await assertFails(addDoc(collection(me().firestore(), "chats/dm/messages"), newMessage(SAM)));
  });
});

describe("a message's link (fileUrl), sent by a member (sam)", () => {
  const me = () => as(SAM, "student");

  it("create: an https link or none", async () => {
    await assertSucceeds(
      addDoc(messages(me(), "dm"), newMessage(SAM, { fileUrl: "https://example.com/a.pdf" })),
    );
    await assertSucceeds(addDoc(messages(me(), "dm"), newMessage(SAM, { fileUrl: null })));
  });
  it("create: refuses any other scheme, a bare word, spaces or an over-long link", async () => {
    for (const fileUrl of [
      "http://example.com/a.pdf",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "HTTPS://example.com/a.pdf",
      "//example.com/a.pdf",
      "chats/dm/sam/a.pdf",
      "https://",
      "https://example.com/a b.pdf",
      `https://example.com/${"a".repeat(2048)}`,
      42,
      { href: "https://example.com" },
    ]) {
      await assertFails(addDoc(messages(me(), "dm"), newMessage(SAM, { fileUrl })));
    }
  });
});

describe("a support chat staff closed", () => {
  beforeEach(async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), "chats/support-sue"), { status: "closed" });
    });
  });

  it("the student (sue): still reads it, but cannot post until it is reopened", async () => {
    const sue = () => as(SUE, "student");
    await assertSucceeds(getDoc(chat(sue(), "support-sue")));
    await assertSucceeds(getDocs(messages(sue(), "support-sue")));
    await assertFails(addDoc(messages(sue(), "support-sue"), newMessage(SUE)));
    // Nor can they reopen it themselves.
    await assertFails(updateDoc(chat(sue(), "support-sue"), { status: "open" }));

    await env().withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), "chats/support-sue"), { status: "open" });
    });
    await assertSucceeds(addDoc(messages(sue(), "support-sue"), newMessage(SUE)));
  });
  it("a staff member who is a member: still may write (the console asks them to reopen first)", async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), "chats/support-sue"), { members: arrayUnion(TARA) });
    });
    await assertSucceeds(addDoc(messages(as(TARA, "staff"), "support-sue"), newMessage(TARA)));
  });
  it("another student (olga): neither reads nor posts", async () => {
    const olga = () => as(OLGA, "student");
    await assertFails(getDoc(chat(olga(), "support-sue")));
    await assertFails(addDoc(messages(olga(), "support-sue"), newMessage(OLGA)));
  });
});

describe("an individual chat is its members' only", () => {
  it("a member of nothing, whoever they are, cannot read or post in it", async () => {
    for (const [uid, role] of [
      [OLGA, "student"],
      [STAN, "staff"],
      ["ada", "admin"],
    ] as const) {
      await assertFails(getDoc(chat(as(uid, role), "dm")));
      await assertFails(getDocs(messages(as(uid, role), "dm")));
      await assertFails(addDoc(messages(as(uid, role), "dm"), newMessage(uid)));
    }
  });
});

import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from "firebase/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { currentAccount } from "../support/account-status";
import { useSeededFirestore } from "../support/rules-environment";

const ANA = "ana"; // staff, shares a chat with Ben
const STAN = "stan"; // staff, shares no chat with Ben
const BEN = "ben"; // student
const PIA = "pia"; // student in a group chat with Ben
const OLGA = "olga"; // student who shares no chat with anyone

/** The public profile: what chat shows. */
const publicProfile = (uid: string) => ({
  displayName: `User ${uid}`,
  photoURL: null,
  status: "Offline",
  lastSeen: Timestamp.fromMillis(0),
  isTyping: false,
});
const ROLES = {
  [ANA]: "staff",
  [STAN]: "staff",
  [BEN]: "student",
  [PIA]: "student",
  [OLGA]: "student",
};
const PUBLIC_KEYS = ["displayName", "isTyping", "lastSeen", "photoURL", "status"];

const { env, as } = useSeededFirestore({
  projectId: "demo-studio-admin-rules",
  people: ROLES,
  profile: publicProfile,
  seed: async (db) => {
    for (const [uid, role] of Object.entries(ROLES))
      await setDoc(doc(db, `userProfiles/${uid}`), { email: `${uid}@x.test`, role, studentId: null });
    // What the functions keep when Ana starts a chat with Ben and Ben joins a group with Pia.
    await setDoc(doc(db, `chatPeers/${BEN}`), { uids: { [ANA]: true, [PIA]: true } });
    await setDoc(doc(db, `chatPeers/${ANA}`), { uids: { [BEN]: true } });
    await setDoc(doc(db, `chatPeers/${PIA}`), { uids: { [BEN]: true } });
  },
});

const userRef = (ctx: RulesTestContext, uid: string) => doc(ctx.firestore(), `users/${uid}`);
const users = (ctx: RulesTestContext) => collection(ctx.firestore(), "users");

describe.each(["admin", "staff"])("a signed-in %s (the console)", (role) => {
  const me = () => as(STAN, role);
  beforeEach(async () => {
    await env().withSecurityRulesDisabled(async (ctx) =>
      setDoc(doc(ctx.firestore(), `accountStatus/${STAN}`), currentAccount(role)),
    );
  });

  it("get: reads anyone's public profile, peer or not", async () => {
    await assertSucceeds(getDoc(userRef(me(), BEN)));
    await assertSucceeds(getDoc(userRef(me(), OLGA)));
    await assertSucceeds(getDoc(userRef(me(), STAN)));
  });
  it("list: reads the users collection (contacts, presence)", async () => {
    await assertSucceeds(getDocs(users(me())));
  });
  it("get: reads no private profile or peer list from the browser", async () => {
    await assertFails(getDoc(doc(me().firestore(), `userProfiles/${BEN}`)));
    await assertFails(getDoc(doc(me().firestore(), `chatPeers/${BEN}`)));
  });
});

describe("a signed-in student (ben)", () => {
  const me = () => as(BEN, "student");

  it("get: reads their own profile", async () => {
    await assertSucceeds(getDoc(userRef(me(), BEN)));
  });
  it("get: reads the profile of a staff member they share a chat with, without email or role", async () => {
    const snap = await assertSucceeds(getDoc(userRef(me(), ANA)));
    expect(snap.get("displayName")).toBe(`User ${ANA}`);
    expect(Object.keys(snap.data() ?? {}).sort()).toEqual(PUBLIC_KEYS);
  });
  it("get: reads the profile of a student in a group chat with them", async () => {
    await assertSucceeds(getDoc(userRef(me(), PIA)));
  });
  it("get: cannot read a stranger's profile, student or staff", async () => {
    await assertFails(getDoc(userRef(me(), OLGA)));
    await assertFails(getDoc(userRef(me(), STAN)));
  });
  it("get: cannot read a profile that does not exist unless it is a peer's", async () => {
    await assertFails(getDoc(userRef(me(), "nobody")));
  });
  it("list: cannot list users, not even their peers or one document", async () => {
    await assertFails(getDocs(users(me())));
    await assertFails(getDocs(query(users(me()), limit(1))));
    await assertFails(getDocs(query(users(me()), where("displayName", "==", `User ${ANA}`))));
  });
  it("get: cannot read their own private profile or peer list", async () => {
    await assertFails(getDoc(doc(me().firestore(), `userProfiles/${BEN}`)));
    await assertFails(getDoc(doc(me().firestore(), `chatPeers/${BEN}`)));
  });
  it("create/update: cannot make themselves someone's peer", async () => {
    await assertFails(setDoc(doc(me().firestore(), `chatPeers/${BEN}`), { uids: { [OLGA]: true } }));
    await assertFails(setDoc(doc(me().firestore(), `chatPeers/${OLGA}`), { uids: { [BEN]: true } }));
  });
});

describe("a signed-in student with no chats (olga)", () => {
  const me = () => as(OLGA, "student");

  it("get: reads only their own profile", async () => {
    await assertSucceeds(getDoc(userRef(me(), OLGA)));
    await assertFails(getDoc(userRef(me(), BEN)));
    await assertFails(getDoc(userRef(me(), ANA)));
  });
});

describe("a peer entry that is not true", () => {
  it("get: a student whose peer map says false for someone cannot read them", async () => {
    await env().withSecurityRulesDisabled(async (ctx) =>
      setDoc(doc(ctx.firestore(), `chatPeers/${OLGA}`), { uids: { [BEN]: false, [ANA]: "yes" } }),
    );
    await assertFails(getDoc(userRef(as(OLGA, "student"), BEN)));
    await assertFails(getDoc(userRef(as(OLGA, "student"), ANA)));
  });
});

describe("a signed-in user without a role", () => {
  it("get/list/update: an account nobody made (no role claim, no account status) reads and writes nothing", async () => {
    const self = () => as("self-registered");
    await assertFails(getDoc(userRef(self(), ANA)));
    await assertFails(getDoc(userRef(self(), "self-registered")));
    await assertFails(getDocs(users(self())));
    await assertFails(updateDoc(userRef(self(), "self-registered"), { status: "Online" }));
  });
  it("get/list: cannot read, not even a peer's profile", async () => {
    await assertFails(getDoc(userRef(as(BEN, null), ANA)));
    await assertFails(getDoc(userRef(as(BEN, null), BEN)));
    await assertFails(getDocs(users(as(BEN, null))));
  });
  it("get: cannot read with an unknown role claim", async () => {
    await assertFails(getDoc(userRef(as(BEN, "parent"), ANA)));
  });
});

describe("an unauthenticated visitor", () => {
  const me = () => env().unauthenticatedContext();

  it("get/list: refused", async () => {
    await assertFails(getDoc(userRef(me(), ANA)));
    await assertFails(getDocs(users(me())));
  });
  it("create/update/delete: refused", async () => {
    await assertFails(updateDoc(userRef(me(), ANA), { status: "Online", lastSeen: null }));
    await assertFails(
      setDoc(doc(me().firestore(), "users/new"), { status: "Online", lastSeen: null, isTyping: false }),
    );
    await assertFails(deleteDoc(userRef(me(), ANA)));
  });
});

describe("a user updating their own document", () => {
  const me = () => userRef(as(ANA, "staff"), ANA);

  it("update: goes online (status Online, lastSeen null)", async () => {
    await assertSucceeds(updateDoc(me(), { status: "Online", lastSeen: null }));
  });
  it("update: goes offline with a server timestamp", async () => {
    await assertSucceeds(updateDoc(me(), { status: "Offline", lastSeen: serverTimestamp() }));
  });
  it("update: goes offline with a client timestamp", async () => {
    await assertSucceeds(updateDoc(me(), { status: "Offline", lastSeen: Timestamp.now() }));
  });
  it("update: sets isTyping by a merge write", async () => {
    await assertSucceeds(setDoc(me(), { isTyping: true }, { merge: true }));
    await assertSucceeds(setDoc(me(), { isTyping: false }, { merge: true }));
  });
  it("update: a student may update their own presence too", async () => {
    await assertSucceeds(
      updateDoc(userRef(as(BEN, "student"), BEN), { status: "Online", lastSeen: null, isTyping: true }),
    );
  });

  it("update: refused for an extra field (role, email, displayName, photoURL, anything else)", async () => {
    await assertFails(updateDoc(me(), { status: "Online", role: "admin" }));
    await assertFails(updateDoc(me(), { email: "me@x.test" }));
    await assertFails(updateDoc(me(), { displayName: "Someone else" }));
    await assertFails(updateDoc(me(), { photoURL: "https://example.test/me.png" }));
    await assertFails(setDoc(me(), { isTyping: true, hacked: 1 }, { merge: true }));
  });
  it("update: refused for a wrong status value", async () => {
    await assertFails(updateDoc(me(), { status: "Away" }));
    await assertFails(updateDoc(me(), { status: "online" }));
  });
  it("update: refused for wrong types", async () => {
    await assertFails(updateDoc(me(), { status: 1 }));
    await assertFails(updateDoc(me(), { lastSeen: "yesterday" }));
    await assertFails(updateDoc(me(), { lastSeen: 1700000000000 }));
    await assertFails(updateDoc(me(), { isTyping: "yes" }));
    await assertFails(updateDoc(me(), { isTyping: null }));
  });
  it("update: refused when replacing the whole document (drops profile fields)", async () => {
    await assertFails(setDoc(me(), { status: "Online", lastSeen: null, isTyping: false }));
  });
  it("create: refused, even for their own id", async () => {
    await env().withSecurityRulesDisabled(async (ctx) => deleteDoc(doc(ctx.firestore(), `users/${ANA}`)));
    await assertFails(setDoc(me(), { status: "Online", lastSeen: null, isTyping: false }));
  });
  it("delete: refused", async () => {
    await assertFails(deleteDoc(me()));
  });
});

describe("a user touching someone else's document", () => {
  beforeEach(async () => {
    await env().withSecurityRulesDisabled(async (ctx) =>
      setDoc(doc(ctx.firestore(), `accountStatus/${ANA}`), currentAccount("admin")),
    );
  });
  it("update: refused, even for presence fields", async () => {
    const ctx = as(ANA, "admin");
    await assertFails(updateDoc(userRef(ctx, BEN), { status: "Online", lastSeen: null }));
    await assertFails(setDoc(userRef(ctx, BEN), { isTyping: true }, { merge: true }));
  });
  it("update: a student cannot touch a peer's presence", async () => {
    await assertFails(updateDoc(userRef(as(BEN, "student"), ANA), { isTyping: true }));
  });
  it("create/delete: refused", async () => {
    const ctx = as(ANA, "admin");
    await assertFails(
      setDoc(doc(ctx.firestore(), "users/someone-new"), {
        status: "Online",
        lastSeen: null,
        isTyping: false,
      }),
    );
    await assertFails(deleteDoc(userRef(ctx, BEN)));
  });
});

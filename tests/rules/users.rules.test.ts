import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, setLogLevel, Timestamp, updateDoc } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";

// A project of its own, so clearFirestore never touches the demo school other suites use.
let env: RulesTestEnvironment;

const ANA = "ana";
const BEN = "ben";

function presenceDoc(role: string) {
  return { displayName: `User ${role}`, email: `${role}@x.test`, role, photoURL: null, status: "Offline", lastSeen: Timestamp.fromMillis(0), isTyping: false };
}

beforeAll(async () => {
  // Denied writes are the point of half these tests; keep the SDK from logging each one.
  setLogLevel("silent");
  env = await initializeTestEnvironment({
    projectId: "demo-studio-admin-rules",
    firestore: {
      host: "127.0.0.1",
      port: 8080,
      rules: readFileSync(fileURLToPath(new URL("../../firestore.rules", import.meta.url)), "utf8"),
    },
  });
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `users/${ANA}`), presenceDoc("staff"));
    await setDoc(doc(ctx.firestore(), `users/${BEN}`), presenceDoc("student"));
  });
});

const as = (uid: string, role?: string): RulesTestContext => env.authenticatedContext(uid, role ? { role } : {});
const userRef = (ctx: RulesTestContext, uid: string) => doc(ctx.firestore(), `users/${uid}`);

describe.each([
  ["admin", "admin"],
  ["staff", "staff"],
  ["student", "student"],
])("a signed-in %s", (_label, role) => {
  it("get: reads any user's presence", async () => {
    await assertSucceeds(getDoc(userRef(as(ANA, role), BEN)));
    await assertSucceeds(getDoc(userRef(as(ANA, role), ANA)));
  });
  it("list: reads the users collection", async () => {
    await assertSucceeds(getDocs(collection(as(ANA, role).firestore(), "users")));
  });
});

describe("a signed-in user without a role", () => {
  it("get/list: cannot read", async () => {
    await assertFails(getDoc(userRef(as(ANA), BEN)));
    await assertFails(getDocs(collection(as(ANA).firestore(), "users")));
  });
  it("get: cannot read with an unknown role claim", async () => {
    await assertFails(getDoc(userRef(as(ANA, "parent"), BEN)));
  });
});

describe("an unauthenticated visitor", () => {
  it("get/list/update/create/delete: refused", async () => {
    const ctx = env.unauthenticatedContext();
    await assertFails(getDoc(userRef(ctx, ANA)));
    await assertFails(getDocs(collection(ctx.firestore(), "users")));
    await assertFails(updateDoc(userRef(ctx, ANA), { status: "Online", lastSeen: null }));
    await assertFails(setDoc(doc(ctx.firestore(), "users/new"), { status: "Online", lastSeen: null, isTyping: false }));
    await assertFails(deleteDoc(userRef(ctx, ANA)));
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
    await assertSucceeds(updateDoc(userRef(as(BEN, "student"), BEN), { status: "Online", lastSeen: null, isTyping: true }));
  });

  it("update: refused for an extra field (role, displayName, anything else)", async () => {
    await assertFails(updateDoc(me(), { status: "Online", role: "admin" }));
    await assertFails(updateDoc(me(), { displayName: "Someone else" }));
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
    await env.withSecurityRulesDisabled(async (ctx) => deleteDoc(doc(ctx.firestore(), `users/${ANA}`)));
    await assertFails(setDoc(me(), { status: "Online", lastSeen: null, isTyping: false }));
  });
  it("delete: refused", async () => {
    await assertFails(deleteDoc(me()));
  });
});

describe("a user touching someone else's document", () => {
  it("update: refused, even for presence fields", async () => {
    const ctx = as(ANA, "admin");
    await assertFails(updateDoc(userRef(ctx, BEN), { status: "Online", lastSeen: null }));
    await assertFails(setDoc(userRef(ctx, BEN), { isTyping: true }, { merge: true }));
  });
  it("create/delete: refused", async () => {
    const ctx = as(ANA, "admin");
    await assertFails(setDoc(doc(ctx.firestore(), "users/someone-new"), { status: "Online", lastSeen: null, isTyping: false }));
    await assertFails(deleteDoc(userRef(ctx, BEN)));
  });
});

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  writeBatch,
} from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntriesPath } from "../../functions/src/lib/audit-months";
import { COLLECTIONS, pageVersions, type CollectionName } from "../../functions/src/lib/collections";
import { currentAccount } from "../support/account-status";

/**
 * Every collection the API owns (Admin SDK) is closed to browsers, whoever they are. The list is
 * the functions' own collections module, so a collection added there is covered here without
 * anyone remembering this file. The documents a get, update or delete asks for are there (seeded
 * below), so a denial means the rules said no, not that there was nothing there.
 */

/**
 * The collections browsers use directly, under rules of their own (tested in users.rules.test.ts
 * and chats.rules.test.ts). A collection leaves the deny-all list only by being named here, and
 * the test below checks that each one named here has rules of its own.
 */
const BROWSER_COLLECTIONS: readonly CollectionName[] = ["users", "chats"];

const API_OWNED = [
  ...(Object.keys(COLLECTIONS) as CollectionName[])
    .filter((name) => !BROWSER_COLLECTIONS.includes(name))
    .map((name) => COLLECTIONS[name]),
  // Subcollections the module names: the audit entries (a partition a month) and a page's saved
  // versions, closed like their parents.
  auditEntriesPath("2026-11"),
  `${COLLECTIONS.pages}/dress-code/${pageVersions.name}`,
];

const RULES = readFileSync(fileURLToPath(new URL("../../firestore.rules", import.meta.url)), "utf8");

let env: RulesTestEnvironment;

type Who = { label: string; uid: string; context: () => RulesTestContext };
const WHO: Who[] = [
  { label: "signed out", uid: "anonymous", context: () => env.unauthenticatedContext() },
  { label: "student", uid: "stu", context: () => env.authenticatedContext("stu", { role: "student" }) },
  { label: "guardian", uid: "gua", context: () => env.authenticatedContext("gua", { role: "guardian" }) },
  { label: "staff", uid: "sta", context: () => env.authenticatedContext("sta", { role: "staff" }) },
  { label: "admin", uid: "adm", context: () => env.authenticatedContext("adm", { role: "admin" }) },
];
const EVERYONE = WHO.map((w) => w.uid);
const BY_LABEL = WHO.map((w) => [w.label, w] as const);

/**
 * A document as tempting as can be: keyed by the reader's uid and naming them in every field a
 * rule might plausibly trust (owner, members, student ids, published flags).
 */
const tempting = (uid: string) => ({
  uid,
  authUid: uid,
  createdBy: uid,
  members: EVERYONE,
  studentIds: EVERYONE,
  uids: Object.fromEntries(EVERYONE.map((u) => [u, true])),
  to: `${uid}@x.test`,
  status: "published",
  published: true,
  visible: true,
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 5)),
});

beforeAll(async () => {
  // Every request here is meant to be denied; keep the SDK from logging each one.
  setLogLevel("silent");
  env = await initializeTestEnvironment({
    projectId: "demo-studio-admin-api-owned-rules",
    firestore: {
      host: "127.0.0.1",
      port: 8080,
      rules: RULES,
    },
  });
  await env.clearFirestore();
  // Seeded once for the file: every collection holds a tempting document for each reader, and
  // current accounts, so a denial is the collection's rule and not an ended account or a missing
  // document. No test here can change them unless a rule wrongly lets its write through, and then
  // that test fails, whatever the order; seeding before each of the thousand tests made the file
  // take 80 s.
  await env.withSecurityRulesDisabled(async (ctx) => {
    const batch = writeBatch(ctx.firestore());
    for (const [uid, role] of [
      ["stu", "student"],
      ["sta", "staff"],
      ["adm", "admin"],
    ])
      batch.set(doc(ctx.firestore(), `accountStatus/${uid}`), currentAccount(role!));
    for (const name of API_OWNED)
      for (const uid of EVERYONE) batch.set(doc(ctx.firestore(), `${name}/${uid}`), tempting(uid));
    await batch.commit();
  });
});
afterAll(async () => {
  await env?.cleanup();
});

/**
 * One client per reader for the whole file (a context per test started a Firebase app per test,
 * and each stayed open until the end).
 */
const clients = new Map<string, ReturnType<RulesTestContext["firestore"]>>();
const clientOf = ({ uid, context }: Who) => {
  let client = clients.get(uid);
  if (!client) clients.set(uid, (client = context().firestore()));
  return client;
};

describe("the inventory", () => {
  it("holds every collection of the collections module but those with rules of their own", () => {
    expect(API_OWNED).toEqual(expect.arrayContaining(["students", "settings", "stats", "mail"]));
    for (const name of BROWSER_COLLECTIONS) {
      expect(API_OWNED).not.toContain(COLLECTIONS[name]);
      // A browser collection has a match block of its own (else it would simply be denied).
      expect(RULES, name).toMatch(new RegExp(`match /${COLLECTIONS[name]}/\\{`));
    }
  });

  it("gives no other collection a match block of its own", () => {
    const matched = [...RULES.matchAll(/^ {4}match \/([A-Za-z]+)\/\{/gm)].map((m) => m[1]);
    expect(matched.sort()).toEqual(BROWSER_COLLECTIONS.map((name) => COLLECTIONS[name]).sort());
  });
});

describe.each(API_OWNED)("the seed of %s", (name) => {
  it("is there to be denied (rules off, each reader's document reads)", async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const uid of EVERYONE)
        expect((await getDoc(doc(ctx.firestore(), `${name}/${uid}`))).data()).toEqual(tempting(uid));
    });
  });
});

describe.each(BY_LABEL)("a browser (%s)", (_label, who) => {
  describe.each(API_OWNED)("on %s", (name) => {
    const own = () => doc(clientOf(who), `${name}/${who.uid}`);

    it("get: denied", async () => {
      await assertFails(getDoc(own()));
    });
    it("list: denied", async () => {
      await assertFails(getDocs(collection(clientOf(who), name)));
    });
    it("create: denied", async () => {
      await assertFails(setDoc(doc(clientOf(who), `${name}/${who.uid}-new`), tempting(who.uid)));
    });
    it("update: denied", async () => {
      await assertFails(updateDoc(own(), { status: "changed" }));
    });
    it("delete: denied", async () => {
      await assertFails(deleteDoc(own()));
    });
  });
});

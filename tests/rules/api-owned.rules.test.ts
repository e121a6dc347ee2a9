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
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEntriesPath } from "../../functions/src/lib/audit-months";
import { COLLECTIONS, pageVersions, type CollectionName } from "../../functions/src/lib/collections";
import { currentAccount } from "../support/account-status";

/**
 * Every collection the API owns (Admin SDK) is closed to browsers, whoever they are. The list is
 * the functions' own collections module, so a collection added there is covered here without
 * anyone remembering this file. A get, update or delete first seeds the document it asks for, so
 * its denial means the rules said no, not that there was nothing there.
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
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  // Current accounts, so a denial is the collection's rule and not an ended account.
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [uid, role] of [
      ["stu", "student"],
      ["sta", "staff"],
      ["adm", "admin"],
    ])
      await setDoc(doc(ctx.firestore(), `accountStatus/${uid}`), currentAccount(role!));
  });
});

async function seed(name: string, uid: string) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `${name}/${uid}`), tempting(uid));
  });
}

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
  it("is there to be denied (rules off, the document reads)", async () => {
    await seed(name, "stu");
    await env.withSecurityRulesDisabled(async (ctx) => {
      expect((await getDoc(doc(ctx.firestore(), `${name}/stu`))).exists()).toBe(true);
    });
  });
});

describe.each(BY_LABEL)("a browser (%s)", (_label, { uid, context }) => {
  describe.each(API_OWNED)("on %s", (name) => {
    // Only reads and writes of one document depend on it being there; a list or create is judged
    // by the rules alone, so those skip the seed (it is the slow part of each test).
    const seeded = async () => {
      await seed(name, uid);
      return doc(context().firestore(), `${name}/${uid}`);
    };

    it("get: denied", async () => {
      await assertFails(getDoc(await seeded()));
    });
    it("list: denied", async () => {
      await assertFails(getDocs(collection(context().firestore(), name)));
    });
    it("create: denied", async () => {
      await assertFails(setDoc(doc(context().firestore(), `${name}/${uid}-new`), tempting(uid)));
    });
    it("update: denied", async () => {
      await assertFails(updateDoc(await seeded(), { status: "changed" }));
    });
    it("delete: denied", async () => {
      await assertFails(deleteDoc(await seeded()));
    });
  });
});

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TestEnvironmentConfig,
} from "@firebase/rules-unit-testing";
import { doc, setLogLevel, writeBatch, type DocumentData } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { currentAccount } from "./account-status";

/** A rules file at the repository's root (firestore.rules, storage.rules). */
export const rootRules = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), "utf8");

/**
 * One rules test environment for the calling test file, started before its tests
 * and cleaned up after them; the getter is for use inside hooks and tests.
 */
export function useRulesEnvironment(config: TestEnvironmentConfig): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await initializeTestEnvironment(config);
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error("The rules test environment is not started yet.");
    return env;
  };
}

/** The public profile (`users/{uid}`) a seeded person gets unless the file gives its own. */
const offlineProfile = (uid: string): DocumentData => ({
  displayName: `User ${uid}`,
  photoURL: null,
  status: "Offline",
});

export interface SeededFirestoreOptions {
  /** A project of the file's own, so clearFirestore never touches the demo school other suites use. */
  projectId: string;
  /** Each person's uid and role: each gets a public profile and a current account status. */
  people: Readonly<Record<string, string>>;
  /** The public profile each person gets. */
  profile?: (uid: string) => DocumentData;
  /** The file's own documents (chats, messages…), written with rules disabled after the people. */
  seed?: (db: ReturnType<RulesTestContext["firestore"]>) => Promise<void>;
}

export interface SeededFirestore {
  env: () => RulesTestEnvironment;
  /**
   * A fresh context signed in as `uid`, whose token claims the person's seeded role, or `role`
   * when one is given (null: a token with no role claim).
   */
  as: (uid: string, role?: string | null) => RulesTestContext;
}

/**
 * A Firestore rules environment under firestore.rules for the calling file, emptied and seeded
 * with its people and documents (security rules disabled) before each test.
 */
export function useSeededFirestore({
  projectId,
  people,
  profile = offlineProfile,
  seed,
}: SeededFirestoreOptions): SeededFirestore {
  // Denied writes are the point of half these tests; keep the SDK from logging each one.
  setLogLevel("silent");
  const env = useRulesEnvironment({
    projectId,
    firestore: { host: "127.0.0.1", port: 8080, rules: rootRules("firestore.rules") },
  });
  beforeEach(async () => {
    await env().clearFirestore();
    await env().withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      // One batch, one round trip: this runs before every test of the file.
      const batch = writeBatch(db);
      for (const [uid, role] of Object.entries(people)) {
        batch.set(doc(db, `users/${uid}`), profile(uid));
        // A current account, as the API keeps its status (account-status.rules.test.ts ends them).
        batch.set(doc(db, `accountStatus/${uid}`), currentAccount(role));
      }
      await batch.commit();
      await seed?.(db);
    });
  });
  const as = (uid: string, role: string | null | undefined = people[uid]) =>
    env().authenticatedContext(uid, role ? { role } : {});
  return { env, as };
}

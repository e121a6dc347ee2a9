import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TestEnvironmentConfig,
} from "@firebase/rules-unit-testing";
import { afterAll, beforeAll } from "vitest";

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

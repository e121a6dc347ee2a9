import { defineConfig } from "vitest/config";
import { SEED, ShuffledProjectsSequencer } from "./tests/support/random-order";

/**
 * Every suite in one run, in the order `npm test` promises: unit tests first, then the rules and
 * handler tests, then the API integration tests, then the browser flows, then the script tests
 * that start emulators of their own (each group starts when the one before is done). The API tests
 * run alone: some (the last-admin race) need to know every admin in the school, and the handler
 * tests, which share the emulators, create accounts of their own.
 */
export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // The API project runs in random order (tests/support/random-order.ts); the other projects
    // keep theirs.
    sequence: { sequencer: ShuffledProjectsSequencer, seed: SEED },
    projects: [
      {
        extends: "./web/vite.config.ts",
        test: { name: "unit-web", root: "./web", sequence: { groupOrder: 0 } },
      },
      {
        extends: "./app/vite.config.ts",
        test: { name: "unit-app", root: "./app", sequence: { groupOrder: 0 } },
      },
      {
        test: {
          name: "unit-functions",
          root: "./functions",
          environment: "node",
          include: ["src/**/__tests__/**/*.test.ts"],
          exclude: ["src/**/__tests__/**/*.handler.test.ts"],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "rules",
          root: "./tests",
          environment: "node",
          include: ["rules/**/*.rules.test.ts"],
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Handlers called directly (no HTTP) against the Firestore and Auth emulators.
        test: {
          name: "handlers",
          root: "./functions",
          environment: "node",
          include: ["src/**/__tests__/**/*.handler.test.ts"],
          setupFiles: ["./src/__tests__/emulator-app.ts"],
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "api",
          root: "./tests",
          environment: "node",
          include: ["api/**/*.api.test.ts"],
          // Some API tests read the demo school (its groups, settings and accounts): seed it, so the
          // project passes when it runs alone (`--project api`) as well as after the others.
          globalSetup: ["./support/demo-school-setup.ts"],
          setupFiles: ["./support/shuffle-tests-setup.ts"],
          sequence: { groupOrder: 2 },
          // Triggers queue behind every function the suite sets off: as for the browser flows, one
          // more try, and the summary names each test that needed it.
          retry: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          root: "./tests",
          environment: "node",
          include: ["e2e/**/*.spec.ts"],
          globalSetup: ["./support/demo-school-setup.ts"],
          sequence: { groupOrder: 3 },
          // A screen's answer from the emulators can take seconds on a busy 2-core machine:
          // expect.poll's default 1 s made waits for it fail there while the screen was right.
          expect: { poll: { timeout: 15_000 } },
          // A flow through Chromium and five emulators on a busy 2-core machine now and then misses
          // a wait it meets on every other run. One more try keeps such a miss from failing the
          // run, and the summary names each test that needed it, so a flaky test is seen, not hidden.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Script-level tests that start their own emulators (on other ports): alone, at the end.
        test: {
          name: "scripts",
          root: "./tests",
          environment: "node",
          include: ["local-data/**/*.script.test.ts"],
          sequence: { groupOrder: 4 },
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

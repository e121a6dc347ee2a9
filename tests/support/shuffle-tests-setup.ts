import { TestRunner } from "vitest";

/**
 * Runs the tests of each file of this project in random order (the run's seed, `sequence.seed` in
 * vitest.config.ts). Vitest 4.1 takes `sequence.shuffle` from the root config only, for every
 * project at once (vitest-dev/vitest issue 9645): this setup file, run before the file is
 * collected, turns it on for the file's top-level tests and for every `describe` in it (a
 * describe inherits the option from the suite around it).
 */
const fileSuite = TestRunner.getCurrentSuite();
fileSuite.file.shuffle = true;
fileSuite.options = { ...fileSuite.options, shuffle: true };

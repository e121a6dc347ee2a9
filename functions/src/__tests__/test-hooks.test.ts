import type { Request } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestNow, TEST_CLOCK_HEADER } from "../lib/clock";
import { testHooksOn } from "../lib/emulator";

// Express's `get` is overloaded ("set-cookie" answers an array); the clock asks only for its header.
const asked = (at: string) =>
  ({ get: (name: string) => (name === TEST_CLOCK_HEADER ? at : undefined) }) as unknown as Pick<
    Request,
    "get"
  >;

describe("the API's test hooks", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("are on only in the emulator's process and when the test runner turns them on", () => {
    expect(testHooksOn({ FUNCTIONS_EMULATOR: "true", STUDIO_TEST_HOOKS: "1" })).toBe(true);
    // `npm start`: the emulator, as a deployment would answer.
    expect(testHooksOn({ FUNCTIONS_EMULATOR: "true" })).toBe(false);
    // Deployed: no emulator, whatever else is set.
    expect(testHooksOn({ STUDIO_TEST_HOOKS: "1" })).toBe(false);
    expect(testHooksOn({ FUNCTIONS_EMULATOR: "true", STUDIO_TEST_HOOKS: "true" })).toBe(false);
  });

  it("let a request set the API's clock only then", () => {
    const at = "2020-01-06T15:00:00.000Z";
    vi.stubEnv("FUNCTIONS_EMULATOR", "true");
    vi.stubEnv("STUDIO_TEST_HOOKS", "1");
    expect(requestNow(asked(at)).toISOString()).toBe(at);
    vi.stubEnv("STUDIO_TEST_HOOKS", "");
    expect(requestNow(asked(at)).getUTCFullYear()).toBeGreaterThan(2020);
    vi.stubEnv("STUDIO_TEST_HOOKS", "1");
    vi.stubEnv("FUNCTIONS_EMULATOR", "");
    expect(requestNow(asked(at)).getUTCFullYear()).toBeGreaterThan(2020);
  });
});

import type { Request } from "express";
import { testHooksOn } from "./emulator";

/** The header a test sends to set the API's clock for one request (test hooks only). */
export const TEST_CLOCK_HEADER = "x-test-now";

/**
 * "Now" for one request. Deadlines, expiries, cut-offs and quiet hours are judged against this one
 * reading, so tests can put the API at any moment without waiting for it. Only the test runner's
 * emulators honour the header (`testHooksOn`): deployed, or in the demo, the API runs on the real
 * clock whatever a client sends.
 */
export function requestNow(req: Pick<Request, "get">): Date {
  if (!testHooksOn()) return new Date();
  const set = req.get(TEST_CLOCK_HEADER);
  if (!set) return new Date();
  const at = new Date(set);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

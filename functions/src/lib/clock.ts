import type { Request } from "express";
import { runsOnEmulator } from "./emulator";

/** The header a test sends to set the API's clock for one request (emulator only). */
export const TEST_CLOCK_HEADER = "x-test-now";

/**
 * "Now" for one request. Deadlines, expiries, cut-offs and quiet hours are judged against this one
 * reading, so tests can put the API at any moment without waiting for it. Only the emulator honours
 * the test header: a deployed function always runs on the real clock, whatever a client sends.
 */
export function requestNow(req: Pick<Request, "get">): Date {
  if (!runsOnEmulator()) return new Date();
  const set = req.get(TEST_CLOCK_HEADER);
  if (!set) return new Date();
  const at = new Date(set);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

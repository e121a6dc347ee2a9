import { call, type ApiResult } from "./api-client";

/**
 * How long a revoked session may still be accepted: the API's account-check time
 * (SESSION_CHECK_SECONDS, at most 60; `npm test` uses 2) plus room for a slow machine.
 */
export const reachMs = (Math.min(Number(process.env.SESSION_CHECK_SECONDS ?? 60) || 60, 60) + 5) * 1000;

/** Polls a light authenticated read (`path`) until the API refuses the session, or `reachMs` has passed. */
export async function refusedWithin(token: string, path = "/programs/lookups"): Promise<ApiResult> {
  const deadline = Date.now() + reachMs;
  for (;;) {
    const res = await call(path, { token });
    if (res.status !== 200 || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

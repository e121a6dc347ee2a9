import { createHash } from "node:crypto";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { collections } from "./collections";
import { db } from "./firestore";

export interface RateLimit {
  /** What is counted, e.g. "reset-email:ana@x.test"; hashed for the document id. */
  key: string;
  max: number;
  windowMs: number;
}

const docId = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Fixed-window counters in Firestore (`rateLimits/{sha256(key)}`): functions run on many
 * instances, so a counter in memory would let a caller multiply the limit by the instance count.
 * All limits are checked and counted in one transaction; returns false (and counts nothing) when
 * any of them is already used up. `expiresAt` lets a Firestore TTL policy delete old windows.
 */
export async function consumeRateLimits(limits: RateLimit[], now = Date.now()): Promise<boolean> {
  return db().runTransaction((tx) => consumeRateLimitsIn(tx, limits, now));
}

/**
 * `consumeRateLimits` inside a transaction of the caller's, so the count and the write it limits
 * commit together (nothing is counted for a write that fails, nothing written past the limit).
 * Reads first: call it before the transaction's writes.
 */
export async function consumeRateLimitsIn(
  tx: Transaction,
  limits: RateLimit[],
  now: number,
): Promise<boolean> {
  const refs = limits.map((l) => collections.rateLimits.ref(docId(l.key)));
  const snaps = await tx.getAll(...refs);
  const next = limits.map((limit, i) => {
    const data = snaps[i]?.data();
    const start = data?.windowStart instanceof Timestamp ? data.windowStart.toMillis() : 0;
    const fresh = now - start >= limit.windowMs;
    const count = fresh ? 0 : typeof data?.count === "number" ? data.count : 0;
    return { limit, start: fresh ? now : start, count };
  });
  if (next.some((n) => n.count >= n.limit.max)) return false;
  next.forEach((n, i) => {
    tx.set(refs[i]!, {
      count: n.count + 1,
      windowStart: Timestamp.fromMillis(n.start),
      expiresAt: Timestamp.fromMillis(n.start + n.limit.windowMs),
    });
  });
  return true;
}

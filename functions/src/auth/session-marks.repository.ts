import type { DocumentData } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";

/**
 * What the server knows about an account's console sessions beyond their signed tokens, one
 * document per account: `consoleSessions/{uid}` = `{ ended: {<sid>: exp}, locked: {<sid>: {at,
 * exp}} }` (Unix seconds). Logout ends a session, the lock screen locks one. `authenticate` reads
 * the document together with the Auth account, in the same cached check (session-validity.ts), so
 * it costs one read per account a minute per instance, not one per request. A session's mark is
 * dropped once the session has expired anyway, which keeps the document small.
 */
export interface SessionMarks {
  /** Sessions ended by logout. */
  ended: ReadonlySet<string>;
  /** Locked sessions, each with when it was locked (Unix seconds). */
  locked: ReadonlyMap<string, number>;
}

interface StoredMarks {
  ended: Record<string, number>;
  locked: Record<string, { at: number; exp: number }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The stored marks, without those of sessions that expired before `nowSeconds`. */
function storedOf(data: DocumentData | undefined, nowSeconds: number): StoredMarks {
  const out: StoredMarks = { ended: {}, locked: {} };
  if (isRecord(data?.ended)) {
    for (const [sid, exp] of Object.entries(data.ended)) {
      if (typeof exp === "number" && exp > nowSeconds) out.ended[sid] = exp;
    }
  }
  if (isRecord(data?.locked)) {
    for (const [sid, lock] of Object.entries(data.locked)) {
      if (!isRecord(lock) || typeof lock.at !== "number" || typeof lock.exp !== "number") continue;
      if (lock.exp > nowSeconds) out.locked[sid] = { at: lock.at, exp: lock.exp };
    }
  }
  return out;
}

/** The marks a stored document holds (an expired session's mark changes nothing, so all are kept). */
export function sessionMarksOf(data: DocumentData | undefined): SessionMarks {
  const stored = storedOf(data, -Infinity);
  return {
    ended: new Set(Object.keys(stored.ended)),
    locked: new Map(Object.entries(stored.locked).map(([sid, lock]) => [sid, lock.at])),
  };
}

export async function readSessionMarks(uid: string): Promise<SessionMarks> {
  return sessionMarksOf((await collections.consoleSessions.ref(uid).get()).data());
}

/** Changes one account's marks in a transaction; `change` may throw to change nothing. */
async function changeMarks(uid: string, nowSeconds: number, change: (marks: StoredMarks) => void) {
  const ref = collections.consoleSessions.ref(uid);
  await db().runTransaction(async (tx) => {
    const marks = storedOf((await tx.get(ref)).data(), nowSeconds);
    change(marks);
    tx.set(ref, marks);
  });
}

/** Logout: the session is never accepted again (and is no longer locked). */
export function endSession(uid: string, sid: string, exp: number, nowSeconds: number) {
  return changeMarks(uid, nowSeconds, (marks) => {
    marks.ended[sid] = exp;
    delete marks.locked[sid];
  });
}

/** Lock screen: the session answers only unlock and logout until it is unlocked. */
export function lockSession(uid: string, sid: string, exp: number, nowSeconds: number) {
  return changeMarks(uid, nowSeconds, (marks) => {
    // Locking twice keeps the first time: a password proven after it still unlocks.
    marks.locked[sid] ??= { at: nowSeconds, exp };
  });
}

/**
 * Unlocks a session; `check` is given when it was locked (null: it was not) and throws to refuse,
 * so the check and the change are one transaction.
 */
export function unlockSession(
  uid: string,
  sid: string,
  nowSeconds: number,
  check: (lockedAt: number | null) => void,
) {
  return changeMarks(uid, nowSeconds, (marks) => {
    check(marks.locked[sid]?.at ?? null);
    delete marks.locked[sid];
  });
}

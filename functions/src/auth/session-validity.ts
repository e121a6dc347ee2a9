import { getAuth } from "firebase-admin/auth";
import { sessionCheckSeconds } from "../config/params";
import type { SessionClaims } from "../shared/session";
import { isUserNotFound } from "../users/auth-accounts";
import { readSessionMarks, type SessionMarks } from "./session-marks.repository";

/**
 * DESIGN §3: sessions are revocable. A session JWT stays valid by signature until `exp`, so every
 * request also compares it with the account as Firebase Auth has it now. That read is cached per
 * user for at most `MAX_SESSION_CHECK_SECONDS`, which is what bounds how long a disabled account,
 * a changed role, "sign out everywhere", a logout or a lock can take to reach another instance.
 * The same cached read holds the account's session marks (session-marks.repository.ts), so
 * logout and the lock screen cost no read per request.
 */

export const MAX_SESSION_CHECK_SECONDS = 60;

/** The account as the session is checked against it. */
export interface AccountState {
  /** false once the account was deleted. */
  exists: boolean;
  disabled: boolean;
  /** The `role` custom claim as stored: not trusted to be a role. */
  role: unknown;
  /**
   * Firebase's `tokensValidAfterTime` in Unix seconds (its resolution), or null when it has none.
   * Set by revoking refresh tokens, a password change and, in practice, account creation.
   */
  validAfterSeconds: number | null;
  /** The console sessions ended by logout or locked; absent: none. */
  sessions?: SessionMarks;
}

export type AccountFetcher = (uid: string) => Promise<AccountState>;

/** Reads an account (Admin SDK) and its session marks (Firestore), both at once. */
export async function fetchAccountState(uid: string): Promise<AccountState> {
  const [account, sessions] = await Promise.all([fetchAuthAccount(uid), readSessionMarks(uid)]);
  return { ...account, sessions };
}

/** Reads an account through the Admin SDK; a deleted account is a state, not an error. */
async function fetchAuthAccount(uid: string): Promise<AccountState> {
  try {
    const user = await getAuth().getUser(uid);
    const after = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
    return {
      exists: true,
      disabled: user.disabled,
      role: user.customClaims?.role,
      validAfterSeconds: Number.isFinite(after) ? Math.floor(after / 1000) : null,
    };
  } catch (err) {
    if (isUserNotFound(err)) {
      return { exists: false, disabled: true, role: undefined, validAfterSeconds: null };
    }
    throw err;
  }
}

/**
 * Why a session may no longer be used, or null when it may. The reason is for the log only.
 *
 * Both `iat` and `tokensValidAfterTime` have one-second resolution, so a session issued in the
 * very second of a revocation cannot be told apart from one issued just after it. Such a session
 * is refused (`iat` must be strictly after), and `createSession` never issues one: it waits for
 * the next second instead (`mintDelayMs`). So sessions from before a revocation always end and
 * sessions from after it always work.
 */
export function sessionRefusal(
  claims: Pick<SessionClaims, "role" | "iat" | "sid">,
  account: AccountState,
): string | null {
  if (!account.exists) return "account deleted";
  if (account.disabled) return "account disabled";
  if (account.role !== claims.role) return "role changed";
  if (account.validAfterSeconds !== null && claims.iat <= account.validAfterSeconds) return "session revoked";
  if (claims.sid !== undefined && account.sessions?.ended.has(claims.sid)) return "logged out";
  return null;
}

/** Whether the lock screen locked this session (it then answers only unlock and logout). */
export function sessionLocked(claims: Pick<SessionClaims, "sid">, account: AccountState): boolean {
  return claims.sid !== undefined && (account.sessions?.locked.has(claims.sid) ?? false);
}

/** At most this long is worth waiting for; beyond it the clocks disagree and waiting won't help. */
const MAX_MINT_DELAY_MS = 2000;

/**
 * How long to wait before issuing a session so that its `iat` (whole seconds of `nowMs`) is
 * strictly after `validAfterSeconds`; 0 almost always, under a second right after a revocation.
 */
export function mintDelayMs(validAfterSeconds: number | null, nowMs: number): number {
  if (validAfterSeconds === null) return 0;
  const firstValidMs = (validAfterSeconds + 1) * 1000;
  return Math.min(Math.max(0, firstValidMs - nowMs), MAX_MINT_DELAY_MS);
}

interface Entry {
  /** When the read started: the state is at most this old, so it bounds the staleness. */
  readAt: number;
  state: Promise<AccountState>;
}

export interface AccountStateCacheOptions {
  fetch: AccountFetcher;
  /** Read on every lookup so a changed setting applies at once; clamped to 0..60. */
  ttlSeconds: () => number;
  now?: () => number;
  /** Oldest entries go first past this; a school's staff is far fewer. */
  maxEntries?: number;
}

/**
 * A per-uid cache of `AccountState`s for one instance. Concurrent lookups of the same uid share
 * one read, and a failed read is not kept, so the next request tries again.
 */
export function createAccountStateCache(options: AccountStateCacheOptions) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();

  const ttlMs = () => {
    const seconds = options.ttlSeconds();
    if (!Number.isFinite(seconds)) return MAX_SESSION_CHECK_SECONDS * 1000;
    return Math.min(Math.max(seconds, 0), MAX_SESSION_CHECK_SECONDS) * 1000;
  };

  function remember(uid: string, entry: Entry) {
    entries.delete(uid); // re-inserting keeps the Map in read order, oldest first
    entries.set(uid, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    get(uid: string): Promise<AccountState> {
      const at = now();
      const hit = entries.get(uid);
      if (hit && at - hit.readAt < ttlMs()) return hit.state;
      const state = options.fetch(uid);
      remember(uid, { readAt: at, state });
      state.catch(() => {
        if (entries.get(uid)?.state === state) entries.delete(uid);
      });
      return state;
    },
    /** Stores a state just read elsewhere (sign-in reads it anyway). */
    prime(uid: string, state: AccountState, readAt: number = now()) {
      remember(uid, { readAt, state: Promise.resolve(state) });
    },
    /** Forgets a uid, so this instance sees a change it made itself at once. */
    invalidate(uid: string) {
      entries.delete(uid);
    },
    get size() {
      return entries.size;
    },
  };
}

export type AccountStateCache = ReturnType<typeof createAccountStateCache>;

/** The instance's cache, used by `authenticate`, `createSession`, sign-out-everywhere, logout and lock. */
export const accountStates: AccountStateCache = createAccountStateCache({
  fetch: fetchAccountState,
  ttlSeconds: sessionCheckSeconds,
});

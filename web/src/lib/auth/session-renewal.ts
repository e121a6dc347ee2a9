/**
 * A password change ends every session of the account, the open one too (Firebase moves the
 * account's tokensValidAfterTime), so the console swaps in a new session right after it. Requests
 * that meet the old session's 401 meanwhile must not log the person out: the auth provider asks
 * here first.
 */
let renewals = 0;

export function isRenewingSession(): boolean {
  return renewals > 0;
}

/** Runs `work` (which ends the old session and stores a new one) with the 401 logout held back. */
export async function withSessionRenewal<T>(work: () => Promise<T>): Promise<T> {
  renewals += 1;
  try {
    return await work();
  } finally {
    renewals -= 1;
  }
}

import type { ReactFireGlobals } from "reactfire";

/**
 * reactfire 4 keeps every listener it opens, with its last value or error, in one page-wide cache
 * (`ReactFireGlobals`) for as long as the page lives, and has no call to drop an entry. Two cases
 * need one dropped: a listener that failed (reactfire would throw its error again on every render,
 * so a retry could never listen afresh) and a different user signing in on the same page (sign-out
 * does not reload it, and the last user's listeners ended in permission errors).
 */
const cache = () => (globalThis as Partial<ReactFireGlobals>)._reactFirePreloadedObservables;

/** Drops the listeners that failed, so the next render that needs one listens again. */
export function forgetFailedListeners() {
  const entries = cache();
  entries?.forEach((subject, id) => {
    if (subject.ourError) entries.delete(id);
  });
}

let owner: string | undefined;

/**
 * Gives the cache to `uid`, as live data mounts: when another user owned it, everything they
 * listened to goes; for the same user, what failed goes (signing out ends every listener in a
 * permission error, and signing in again must not show those).
 */
export function claimListeners(uid: string) {
  if (owner === uid) return forgetFailedListeners();
  cache()?.clear();
  owner = uid;
}

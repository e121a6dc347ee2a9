/*
 * The last Firebase ID token, kept with its expiry so a returning visit can call the API before
 * the Firebase Auth SDK (44 kB) has loaded: the SDK arrives after the first screen and takes over
 * (refreshing, signing out). The SDK keeps the same token in IndexedDB itself, so keeping it here
 * exposes nothing new.
 */
const KEY = "studio-app.token";
/** A token this close to its expiry is not used: the request could outlive it. */
const MARGIN_MS = 60_000;

interface StoredToken {
  uid: string;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The `exp` claim of a JWT, in epoch milliseconds (null when it cannot be read). */
export function tokenExpiry(jwt: string): number | null {
  const payload = jwt.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function storeToken(uid: string, token: string) {
  const expiresAt = tokenExpiry(token);
  if (expiresAt === null) return;
  localStorage.setItem(KEY, JSON.stringify({ uid, token, expiresAt } satisfies StoredToken));
}

export function forgetToken() {
  localStorage.removeItem(KEY);
}

/** The stored token of `uid` if it is still good for a minute, else null. */
export function usableToken(uid: string, now = Date.now()): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as StoredToken | null;
    if (!stored || stored.uid !== uid || stored.expiresAt - MARGIN_MS <= now) return null;
    return stored.token;
  } catch {
    return null;
  }
}

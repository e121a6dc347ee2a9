/*
 * The last answer of each screen's request, kept on the device with when it was loaded, so the
 * week, the feed and the pages open with no network ("loaded at …"). Keyed by the signed-in user
 * and the chosen child, so one family member never sees another's. localStorage: small answers,
 * read synchronously on the first render (no flash of a spinner before the cached screen).
 */
import { CLOCK, dateFormat } from "./dates";

const PREFIX = "studio-app.cache:";
const MAX_ENTRIES = 40;

export interface Cached<T> {
  data: T;
  /** Epoch milliseconds when the answer arrived. */
  loadedAt: number;
}

export const cacheKey = (uid: string, child: string | null, url: string) =>
  `${PREFIX}${uid}:${child ?? "-"}:${url}`;

export function readCached<T>(key: string): Cached<T> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Cached<T>) : null;
  } catch {
    return null; // unreadable (an older shape, or storage refused): as if never loaded
  }
}

export function writeCached<T>(key: string, data: T, loadedAt = Date.now()) {
  const entry: Cached<T> = { data, loadedAt };
  try {
    localStorage.setItem(key, JSON.stringify(entry));
  } catch {
    pruneCache(0); // full: drop every entry, then try once more
    try {
      localStorage.setItem(key, JSON.stringify(entry));
    } catch {
      // Still too big: this answer is simply not available offline.
    }
  }
  pruneCache(MAX_ENTRIES);
}

/** Keeps the `keep` most recently loaded entries. */
export function pruneCache(keep: number) {
  const entries: { key: string; at: number }[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX)) entries.push({ key, at: readCached(key)?.loadedAt ?? 0 });
  }
  entries.sort((a, b) => b.at - a.at);
  for (const { key } of entries.slice(keep)) localStorage.removeItem(key);
}

/** Forgets everything cached (on sign-out). */
export function clearCache() {
  pruneCache(0);
}

/** "loaded at 14:05" today, "loaded Mon 3 Nov, 14:05" on another day. */
export function loadedAtLabel(loadedAt: number, now = Date.now(), locale?: string): string {
  const at = new Date(loadedAt);
  const time = dateFormat(locale, CLOCK).format(at);
  if (new Date(now).toDateString() === at.toDateString()) return `loaded at ${time}`;
  const day = dateFormat(locale, { weekday: "short", day: "numeric", month: "short" }).format(at);
  return `loaded ${day}, ${time}`;
}

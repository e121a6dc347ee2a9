/**
 * Whether the console can reach its server, as one store: what the browser says, and what every
 * API request learns (an answer of any status: reachable; no answer: not).
 *
 * `navigator.onLine` alone is not enough. Chromium reports `false` on a machine with no network
 * interface but loopback, though the server on 127.0.0.1 answers (our e2e runs in such a network
 * namespace); under DevTools' network emulation it changes without firing "online"/"offline";
 * and `true` only ever meant some network exists. So the store starts hopeful, follows the flag's
 * changes (events, and a cheap look every second), and asks the server itself, quietly, whenever
 * the browser says offline: at start and then every few seconds until it answers.
 */
const PROBE_MS = 5_000;
const WATCH_MS = 1_000;
const PROBE_URL = "/api/health";

let online = true;
let started = false;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === online) return;
  online = next;
  if (online) stopProbe();
  else startProbe();
  for (const listener of listeners) listener();
}

const askServer = () =>
  fetch(PROBE_URL, { cache: "no-store" }).then(
    () => set(true),
    () => set(false),
  );

function startProbe() {
  probe ??= setInterval(() => void askServer(), PROBE_MS);
}

function stopProbe() {
  if (probe) clearInterval(probe);
  probe = null;
}

function start() {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", () => set(true));
  window.addEventListener("offline", () => set(false));
  let seen = navigator.onLine;
  setInterval(() => {
    if (navigator.onLine === seen) return;
    seen = navigator.onLine;
    set(seen);
  }, WATCH_MS);
  if (!seen) void askServer();
}

/** What a request learned: the server answered (true) or could not be reached (false). */
export function reportReachable(reached: boolean) {
  start();
  set(reached);
}

export function isOnline(): boolean {
  start();
  return online;
}

/** Calls `listener` when the console goes offline or comes back. Returns the unsubscribe. */
export function subscribeConnectivity(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

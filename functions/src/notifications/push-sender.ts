import webpush from "web-push";
import { vapidPrivateKey, vapidPublicKey } from "../config/params";
import { isLoopbackHost, testHooksOn } from "../lib/emulator";

/** A device's Web Push subscription as the browser's PushManager gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The outcome of sending one payload to one device. */
export type PushOutcome =
  | { kind: "sent"; attempts: number }
  | { kind: "gone"; attempts: number; status: number }
  | { kind: "failed"; attempts: number; error: string };

export interface PushOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttl?: number;
  urgency?: "very-low" | "low" | "normal" | "high";
  /** Same topic replaces an undelivered earlier message in the push service. */
  topic?: string;
  /** Attempts on 429, 5xx or a network error, and the first backoff (doubled each time). */
  attempts?: number;
  backoffMs?: number;
}

/** Where the VAPID subject points (the spec wants a contact URL or mailto:). */
const VAPID_SUBJECT = "mailto:notifications@studio-admin.invalid";

/** The key pair from the secrets (process env in a script or test that sets them). */
export function vapidKeys(): { publicKey: string; privateKey: string } {
  const publicKey = vapidPublicKey.value() || process.env.VAPID_PUBLIC_KEY || "";
  const privateKey = vapidPrivateKey.value() || process.env.VAPID_PRIVATE_KEY || "";
  if (!publicKey || !privateKey) throw new Error("VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set.");
  return { publicKey, privateKey };
}

/**
 * The push services browsers subscribe with: Chrome and the other Chromium browsers (FCM), Firefox
 * (Mozilla's autopush), Safari (Apple) and Edge (Windows Push). A subscription names the URL the
 * functions will POST to, so without this list a hostile client could have them send requests to
 * any address they can reach, a private one included.
 */
const PUSH_SERVICE_DOMAINS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
];

/**
 * Whether an endpoint is one a push service gave a browser: https on the default port, on one of
 * the services' hosts. With the test hooks on (`testHooksOn`), a loopback http endpoint too, so tests
 * can act as the push service.
 */
export function isPushServiceUrl(endpoint: string, testHooks = testHooksOn()): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (testHooks && url.protocol === "http:" && isLoopbackHost(url.hostname)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one encrypted payload (RFC 8291, aes128gcm) with a VAPID signature (RFC 8292) to one
 * device. `web-push` builds the request (encryption, headers); we send it with fetch so that the
 * tests' loopback push service (plain http) is reachable the same way, with our own timeout and
 * retries. 404 and 410 mean the subscription is gone for good: the caller removes the device.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: PushOptions = {},
): Promise<PushOutcome> {
  // A device stored before the list above (or written around the API) is never sent to, and goes.
  if (!isPushServiceUrl(target.endpoint)) return { kind: "gone", attempts: 0, status: 0 };
  const keys = vapidKeys();
  const attempts = options.attempts ?? 3;
  const backoff = options.backoffMs ?? 500;
  let lastError = "";
  for (let attempt = 1; attempt <= attempts; attempt++) {
    // A fresh request each attempt: the encryption uses a new salt and key every time.
    const request = webpush.generateRequestDetails(target, payload, {
      vapidDetails: { subject: VAPID_SUBJECT, ...keys },
      TTL: options.ttl ?? 24 * 60 * 60,
      urgency: options.urgency ?? "normal",
      ...(options.topic ? { topic: options.topic } : {}),
    });
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        // A push service answers where it is asked; a redirect would lead off the list above.
        redirect: "manual",
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return { kind: "sent", attempts: attempt };
      if (res.status === 404 || res.status === 410)
        return { kind: "gone", attempts: attempt, status: res.status };
      lastError = `HTTP ${res.status}`;
      // Other 4xx are our fault (payload too big, bad key): retrying will not help.
      if (res.status !== 429 && res.status < 500)
        return { kind: "failed", attempts: attempt, error: lastError };
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    if (attempt < attempts) await sleep(backoff * 2 ** (attempt - 1));
  }
  return { kind: "failed", attempts, error: lastError };
}

/** Runs `work` over `items` with at most `limit` running at once. */
export async function withConcurrency<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(runners);
}

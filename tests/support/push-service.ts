import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

// http_ece (web-push's own encryption library) has no types: only its decrypt is used here.
const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt: (body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }) => Buffer;
};

/** One push the test push service received, decrypted with its device's keys. */
export interface ReceivedPush {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  payload: Record<string, unknown>;
}

export interface TestDevice {
  name: string;
  /** What the browser's `PushSubscription.toJSON()` would give. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/**
 * A Web Push service on 127.0.0.1 (the emulator accepts loopback endpoints): each device is a path,
 * each push is decrypted with that device's private key and auth secret (RFC 8291) as a browser
 * would, and recorded. `answer` sets what a device's endpoint replies (201, 410, 500...).
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly keys = new Map<string, { ecdh: ECDH; auth: string }>();
  private readonly answers = new Map<string, number[]>();
  private server: Server | undefined;
  private base = "";

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const device = decodeURIComponent((req.url ?? "").replace(/^\/push\//, ""));
        const queued = this.answers.get(device);
        const status = queued && queued.length > 1 ? queued.shift()! : (queued?.[0] ?? 201);
        const key = this.keys.get(device);
        if (status < 300 && key) {
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: "aes128gcm",
            privateKey: key.ecdh,
            authSecret: key.auth,
          });
          this.received.push({ device, headers: req.headers, payload: JSON.parse(plain.toString("utf8")) });
        }
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/push/`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new device: a P-256 key pair and auth secret of its own. */
  device(name: string): TestDevice {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16).toString("base64url");
    this.keys.set(name, { ecdh, auth });
    return {
      name,
      subscription: {
        endpoint: `${this.base}${encodeURIComponent(name)}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth },
      },
    };
  }

  /** The statuses a device's endpoint answers, in order (the last one repeats). */
  answer(name: string, ...statuses: number[]) {
    this.answers.set(name, statuses);
  }

  to(name: string): ReceivedPush[] {
    return this.received.filter((p) => p.device === name);
  }
}

/** The emulator's VAPID keys (functions/.secret.local), for code run in a test's own process. */
export function loadVapidKeys(): void {
  const file = readFileSync(new URL("../../functions/.secret.local", import.meta.url), "utf8");
  for (const name of ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"]) {
    const value = new RegExp(`^${name}=(.+)$`, "m").exec(file)?.[1]?.trim();
    if (value) process.env[name] = value;
  }
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("Timed out waiting");
}

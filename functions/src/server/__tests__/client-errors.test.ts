import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mintSessionToken } from "../../auth/session-token";
import { BODY_MAX_BYTES } from "../../shared/api-error";
import { createApp } from "../app";

/**
 * Client errors the framework raises before any route runs keep their 4xx, in the API's error
 * shape. In the emulator the Functions runtime parses bodies and decodes the URL before
 * the app does, so these requests go to the app itself over HTTP, as in any server without that
 * layer; no Firestore is touched on these paths.
 */
const SECRET = "unit-test-secret";
let server: Server;
let port: number;
const token = mintSessionToken(
  { _id: "u1", email: "admin@x.test", displayName: "Admin", photoURL: null, role: "admin" },
  SECRET,
);

interface Answer {
  status: number;
  body: { error?: { code: string; message: string } };
  text: string;
}

function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => {
          let body: Answer["body"] = {};
          try {
            body = JSON.parse(text) as Answer["body"];
          } catch {
            // Not JSON: the assertions below say so.
          }
          resolve({ status: res.statusCode ?? 0, body, text });
        });
      },
    );
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

beforeAll(async () => {
  // The session's account is active: these requests must fail on their shape, not on Auth.
  const accounts = {
    get: async () => ({ exists: true, disabled: false, role: "admin", validAfterSeconds: null }),
  };
  server = createServer(createApp({ getSecret: () => SECRET, accounts }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = (body: string, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    ...headers,
  },
  body,
});

describe("framework client errors keep their 4xx in the API's error shape", () => {
  it("bad percent-encoding in a path is a 400, not a 500", async () => {
    for (const path of ["/api/students/%E0%A4%A", "/api/groups/%ZZ", "/api/announcements/%"]) {
      const res = await send(path, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, `${path}: ${res.text}`).toBe(400);
      expect(res.body.error?.code, path).toBe("invalid_argument");
    }
  });

  it("an unsupported charset or content encoding is a 415", async () => {
    const charset = await send(
      "/api/auth/session",
      json('{"idToken":"x"}', { "content-type": "application/json; charset=klingon" }),
    );
    expect(charset.status, charset.text).toBe(415);
    expect(charset.body.error?.code).toBe("unsupported_media_type");
    const encoding = await send(
      "/api/auth/session",
      json('{"idToken":"x"}', { "content-encoding": "bogus" }),
    );
    expect(encoding.status, encoding.text).toBe(415);
    expect(encoding.body.error?.code).toBe("unsupported_media_type");
  });

  it("malformed JSON is a 400 and a body over the limit a 413", async () => {
    const malformed = await send("/api/auth/session", json('{"idToken":'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.code).toBe("invalid_argument");
    const big = await send(
      "/api/auth/session",
      json(JSON.stringify({ idToken: "x".repeat(BODY_MAX_BYTES) })),
    );
    expect(big.status).toBe(413);
    expect(big.body.error?.code).toBe("payload_too_large");
  });

  it("a body declared over the limit is refused before it is sent, JSON and CSV alike", async () => {
    for (const [path, type] of [
      ["/api/auth/session", "application/json"],
      ["/api/students/import?dryRun=true", "text/csv"],
    ] as const) {
      // Only the headers go out: the answer must come without the server reading a body.
      const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          {
            host: "127.0.0.1",
            port,
            path,
            method: "POST",
            headers: {
              authorization: `Bearer ${token}`,
              "content-type": type,
              "content-length": String(BODY_MAX_BYTES + 1),
            },
          },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (c: string) => (text += c));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on("error", reject);
        req.flushHeaders();
      });
      expect(answer.status, path).toBe(413);
      expect((JSON.parse(answer.text) as Answer["body"]).error?.code, path).toBe("payload_too_large");
    }
  });

  it("text that cannot be stored (a lone surrogate) is a 400 naming the field", async () => {
    const body = await send(
      "/api/practices/p1",
      json('{"title":"\\ud800","items":[{"note":"ok"},{"note":"a\\udc00"}]}'),
    );
    expect(body.status).toBe(400);
    expect(body.body.error?.code).toBe("invalid_argument");
    expect((body.body.error as { fields?: Record<string, string> }).fields).toEqual({
      title: "Invalid characters.",
    });
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await send("/api/auth/session", json('{"idToken":"\\ud83d\\udc83"}'));
    expect(emoji.body.error?.code).not.toBe("invalid_argument");
  });
});
